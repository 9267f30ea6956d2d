import { defaultLocale, pseudoLocale } from "../../site/locales.ts";
import { pseudoLocalizeText } from "../../site/pseudo-localize.ts";
import { expect, locales, type PageId, pageIds, pagePath, test, text, waitForHydration } from "./fixtures.ts";

/**
 * A third language is a data change (docs/i18n.md): the test build (tests/e2e/consent-site.ts)
 * adds the pseudo-locale, and here its pages are served, prerendered, linked with hreflang and
 * hydrated without a missing key (a missing key is a console error, which fails the test). This
 * process runs without the pseudo-locale, so its paths are written out by the rule the route table
 * follows: the default language's slug under the language's prefix.
 */
const { code, definition } = pseudoLocale;
const pseudoPath = (id: PageId) => {
  const path = pagePath(id, defaultLocale);
  return path === "/" ? definition.prefix : `${definition.prefix}${path}`;
};
const pseudo = (key: string) => pseudoLocalizeText(text(defaultLocale, key));

for (const id of pageIds) {
  test(`${id} is prerendered, linked with hreflang and hydrated in the pseudo-locale`, async ({ page, request }) => {
    const path = pseudoPath(id);
    // As prerendered: the file the server sends, before any script runs.
    const served = await request.get(path);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${code}"`));
    expect(html).toContain(`<title>${pseudo(`meta.${id}.title`)}`);

    // Every language's page names the pseudo-locale's among its alternates, and it names them all.
    const alternates = [...locales.map((locale) => `${locale} ${pagePath(id, locale)}`), `${code} ${path}`];
    for (const locale of [...locales, code]) {
      await page.goto(locale === code ? path : pagePath(id, locale));
      const links = await page
        .locator("head link[rel=alternate][hreflang]")
        .evaluateAll((elements) =>
          elements.map(
            (element) => `${element.getAttribute("hreflang")} ${new URL((element as HTMLLinkElement).href).pathname}`,
          ),
        );
      expect(links, locale).toEqual([...alternates, `x-default ${pagePath(id, defaultLocale)}`]);
    }

    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("[");
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
