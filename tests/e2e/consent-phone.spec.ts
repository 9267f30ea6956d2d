import { expect, pagePath, test, text, waitForHydration } from "./fixtures.ts";

/**
 * On a phone the cookie banner leaves the page visible: at most a quarter of a 390 × 844 screen,
 * every choice in it reachable with one tap, or after one scroll of the banner itself.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// The banner is the same fixed component on every page, and its words wrap differently in each
// language: both languages, each on a page of its own kind (one with islands, a legal one without).
for (const [id, locale] of [
  ["home", "en"],
  ["privacy", "es"],
] as const) {
  test(`the cookie banner covers at most 25 % of a phone's first screen on ${pagePath(id, locale)}, every choice within one scroll`, async ({
    page,
    consoleErrors: _,
  }) => {
    await page.goto(pagePath(id, locale));
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: text(locale, "consent:banner.label") });
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(844 * 0.25);
    const { scrollable, visible } = await banner.evaluate((element) => ({
      scrollable: element.scrollHeight - element.clientHeight,
      visible: element.clientHeight,
    }));
    // All that is below the banner's fold is at most one banner's height further down.
    expect(scrollable).toBeLessThanOrEqual(visible);
    for (const key of ["acceptAll", "rejectAll", "settings", "doNotSell"]) {
      const choice = banner.getByRole("button", { name: text(locale, `consent:banner.${key}`) });
      await choice.scrollIntoViewIfNeeded();
      await expect(choice).toBeInViewport({ ratio: 1 });
      const target = await choice.boundingBox();
      expect(target?.height ?? 0, key).toBeGreaterThanOrEqual(44);
    }
  });
}
