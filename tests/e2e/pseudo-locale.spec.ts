import { untranslatable } from "../../content/untranslatable.ts";
import { defaultLocale, localeDefinition, pseudoLocale } from "../../site/locales.ts";
import { pages } from "../../site/pages.ts";
import { pseudoLocalizeText } from "../../site/pseudo-localize.ts";
import { expect, locales, type PageId, pageIds, pagePath, test, text, waitForHydration } from "./fixtures.ts";

/**
 * A third language is a data change (docs/i18n.md): the test build adds the pseudo-locale, whose
 * pages are prerendered and hydrated without a missing key (a console error); its routes are
 * site/pseudo-locale.test.ts's. Its paths: the default language's slug under its prefix.
 */
const { code, definition } = pseudoLocale;
const pseudoPath = (id: PageId) => {
  const path = pagePath(id, defaultLocale);
  return path === "/" ? definition.prefix : `${definition.prefix}${path}`;
};
const pseudo = (key: string) => pseudoLocalizeText(text(defaultLocale, key));

for (const id of pageIds) {
  test(`${id} is prerendered and hydrated in the pseudo-locale, every word through a dictionary`, async ({ page }) => {
    const path = pseudoPath(id);
    // As prerendered: the file the server sends, before any script runs.
    const served = await page.goto(path);
    expect(served?.status()).toBe(200);
    const html = (await served?.text()) ?? "";
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${code}"`));
    expect(html).toContain(`<title>${pseudo(`meta.${id}.title`)}`);

    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("[");

    // Every word on the page came through a dictionary: what is left in plain letters is a name
    // that is never translated, a language's own name or an address. A legal page's document is
    // its source language's text by design (docs/i18n.md), so there only the header and footer count.
    const scope = pages[id].namespaces.some((namespace) => namespace === "legal") ? "header, footer" : "body";
    const plain = await page.locator(scope).evaluateAll((roots) =>
      roots.flatMap((root) => {
        const texts: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        while (walker.nextNode())
          if (!walker.currentNode.parentElement?.closest("script, style, noscript, template"))
            texts.push(walker.currentNode.textContent ?? "");
        return texts;
      }),
    );
    const allowed = [...untranslatable, ...locales.map((locale) => localeDefinition(locale).name)];
    const leftover = plain
      .map((value) => allowed.reduce((rest, name) => rest.replaceAll(name, ""), value.replace(/\[[^\]]*\]/g, "")))
      .map((value) => value.replace(/[\w.+-]+@[\w.-]+/g, "").trim())
      .filter((value) => /[A-Za-z]{3}/.test(value));
    expect(leftover, "text that skipped the dictionaries").toEqual([]);
  });
}

test("the pseudo-locale's unknown paths get its own 404 page", async ({ page }) => {
  const response = await page.goto(`${definition.prefix}/no-such-page`);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", code);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pseudo("notFound.title"));
});

test("inside the app, links stay in the pseudo-locale and the language switch leaves it", async ({ page }) => {
  await page.goto(pseudoPath("home"));
  await waitForHydration(page);
  await page
    .getByRole("banner")
    .getByRole("link", { name: pseudo("pageName.music"), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${pseudoPath("music")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("[");
  const languages = page.getByRole("contentinfo").getByRole("navigation", { name: pseudo("language.label") });
  for (const locale of locales) {
    await expect(languages.getByRole("link", { name: new RegExp(`^${locale.toUpperCase()} `) })).toHaveAttribute(
      "href",
      pagePath("music", locale),
    );
  }
});
