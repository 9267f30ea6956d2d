import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, inLanguage, locales, test, text } from "./fixtures.ts";

/**
 * Accessibility of what a page shows only when used. Every page in both languages is scanned with
 * axe at 390 and 1440 px and checked for reflow in every-page.spec.ts; the consent banner and
 * dialogs in consent.spec.ts; Tab through each kind of page in keyboard.spec.ts.
 */

/** WCAG 2.2 A and AA rule sets (https://www.w3.org/TR/WCAG22/). */
const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const locale of locales) {
  test(`@phone axe finds no violation with the mobile menu open, in ${locale}`, async ({ page, navigate }) => {
    await navigate("music", locale);
    await page.getByRole("button", { name: text(locale, "navigation.menu") }).click();
    expect(await violations(page)).toEqual([]);
  });
}

// The skip link is the first stop of every kind of page (keyboard.spec.ts, the languages taking
// turns); where it takes the visitor is the same in either language.
inLanguage("en", (locale) =>
  test(`the skip link is the first stop and moves focus to the content, in ${locale}`, async ({ page, navigate }) => {
    await navigate("platform", locale);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: text(locale, "a11y.skipToContent") });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  }),
);
