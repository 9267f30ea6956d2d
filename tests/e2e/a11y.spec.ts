import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { everyPage, expect, locales, test, text, waitForHydration } from "./fixtures.ts";

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

  test(`the skip link is the first stop and moves focus to the content, in ${locale}`, async ({ page, navigate }) => {
    await navigate("platform", locale);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: text(locale, "a11y.skipToContent") });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });
}

/**
 * Every page in both languages, loaded once (the layout is CSS alone, so a resize lays it out as a
 * load at that width would): axe at a phone's and a desktop's width, then reflow (WCAG 1.4.10) at
 * 320 px and text at 200% (WCAG 1.4.4) without horizontal scrolling.
 */
for (const { path } of everyPage) {
  test(`${path} has no WCAG 2.2 A/AA violation at 390 and 1440 px, and reflows at 320 px and at 200% text size`, async ({
    page,
    consoleErrors: _,
  }) => {
    test.setTimeout(60_000);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    await waitForHydration(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await violations(page), `${path} at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await overflow(), `${path} at 320 px`).toBeLessThanOrEqual(0);
    // A 1280 px window zoomed to 200% is 640 CSS px wide.
    await page.setViewportSize({ width: 640, height: 800 });
    await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    expect(await overflow(), `${path} at 200% text`).toBeLessThanOrEqual(0);
  });
}
