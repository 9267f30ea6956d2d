import { utimesSync } from "node:fs";
import { expect, inLanguage, pagePath, test, text } from "./fixtures.ts";

/**
 * `npm run dev` is the product too: every page's first load works (no 504 "Outdated Optimize Dep"),
 * no hydration warning, and an edited translation reloads the open page (scripts/vite-pages.ts).
 */

// The libraries Vite discovers depend on the page's islands, not its language: a page of each kind,
// the languages taking turns.
for (const [id, locale] of [
  ["home", "en"],
  ["pricing", "es"],
  ["privacy", "en"],
] as const) {
  test(`the development server serves ${pagePath(id, locale)} and it hydrates with no error or warning`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") problems.push(message.text());
    });
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    const response = await page.goto(pagePath(id, locale));
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(page.locator("h1").first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}

// One hook reloads the open pages when a translation file changes, whichever language's it is
// (scripts/vite-pages.ts): one language's file stands for both.
inLanguage("es", (locale) => {
  test(`an edited translation file reloads the open ${locale} page`, async ({ page }) => {
    await page.goto(pagePath("home", locale));
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(page.getByText(text(locale, "home:hero.subtitle"))).toBeVisible();
    // The file is touched, not changed: other tests read the dictionaries at the same time.
    const file = `content/locales/${locale}/home.json`;
    const reloaded = page.waitForEvent("load");
    const now = new Date();
    utimesSync(file, now, now);
    await reloaded;
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(page.getByText(text(locale, "home:hero.subtitle"))).toBeVisible();
  });
});
