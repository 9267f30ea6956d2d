import { axeViolations, expect, inLanguage, locales, test, text } from "./fixtures.ts";

/**
 * Accessibility of what a page shows only when used. Every page in both languages is scanned with
 * axe at 390 and 1440 px and checked for reflow in every-page.spec.ts; the consent banner and
 * dialogs in consent.spec.ts; Tab through each kind of page in keyboard.spec.ts.
 */

for (const locale of locales) {
  test(`@phone axe finds no violation with the mobile menu open, in ${locale}`, async ({ page, navigate }) => {
    await navigate("music", locale);
    await page.getByRole("button", { name: text(locale, "navigation.menu") }).click();
    expect(await axeViolations(page)).toEqual([]);
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
