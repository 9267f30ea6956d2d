import { expect, locales, type PageId, test, text } from "./fixtures.ts";
import {
  advanceUntilSelected,
  bannerCarousels,
  carouselRotation,
  dot,
  expectRotation,
  expectShown,
  heroAudiences,
  heroRotation,
  liveCarousel,
  openWithClock as open,
  settle,
} from "./motion-support.ts";

// Timing tests step a fake clock through several rotations; a shared machine needs the room.
test.describe.configure({ timeout: 90_000 });

/**
 * Rotating hero messages (every 7 s) and banner carousels (every 6 s) of docs/product.md, and the sports
 * page's looping slide carousel with its dots (§2, §4), driven by Playwright's fake clock.
 */

for (const locale of locales) {
  for (const [id, { ns, keys }] of Object.entries(heroAudiences) as [PageId, { ns: string; keys: string[] }][]) {
    test(`the ${id} hero rotates its ${keys.length} audience messages every 7 s and loops, in ${locale}`, async ({
      page,
      consoleErrors: _,
    }) => {
      await open(page, id, locale);
      const messages = keys.map((key) => text(locale, `${ns}:hero.messages.${key}.value`));
      await expectRotation(page, heroRotation(page, messages), 7_000);
    });
  }

  for (const { page: id, section, prefix } of bannerCarousels) {
    test(`the ${id} #${section} banners advance every 6 s and loop, in ${locale}`, async ({
      page,
      consoleErrors: _,
    }) => {
      await open(page, id, locale);
      const carousel = page.locator(`[id="${section}"]`).getByRole("region", { name: text(locale, `${prefix}.label`) });
      const titles = ["first", "second"].map((banner) => text(locale, `${prefix}.${banner}.title`));
      await liveCarousel(carousel);
      await expectRotation(page, carouselRotation(carousel, locale, titles), 6_000);
    });
  }

  test(`the sports results carousel advances, its dots go to a slide and it loops, in ${locale}`, async ({
    page,
    consoleErrors: _,
  }) => {
    await open(page, "sports", locale);
    const carousel = page
      .locator('[id="loyalty-rewards"]')
      .getByRole("region", { name: text(locale, "sports:loyaltyRewards.results.label") });
    const slides = ["vipPerkRedemption", "vipRetention", "spendIncrease", "recommendation"].map((key) =>
      text(locale, `sports:loyaltyRewards.results.slides.${key}.description`),
    );
    const rotation = carouselRotation(carousel, locale, slides);
    await liveCarousel(carousel);
    await expect(dot(carousel, locale, 5)).toHaveCount(0);
    // It starts aligned at the first slide, then advances by itself every 6 s.
    await expect(dot(carousel, locale, 1)).toHaveAttribute("aria-current", "true");
    await expectShown(carousel, slides[0] ?? "");
    await advanceUntilSelected(page, rotation, 1, 7_000);

    // A dot goes to its slide; next from the last slide loops to the first.
    await dot(carousel, locale, 4).click();
    await page.clock.runFor(settle);
    await expect(dot(carousel, locale, 4)).toHaveAttribute("aria-current", "true");
    await expect(dot(carousel, locale, 2)).not.toHaveAttribute("aria-current", "true");
    await expectShown(carousel, slides[3] ?? "");
    await carousel.getByRole("button", { name: text(locale, "ui.carousel.next") }).click();
    await page.clock.runFor(settle);
    await expect(dot(carousel, locale, 1)).toHaveAttribute("aria-current", "true");
    await expectShown(carousel, slides[0] ?? "");
  });
}
