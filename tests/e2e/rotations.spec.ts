import { expect, inLanguage, type Locale, type PageId, test, text } from "./fixtures.ts";
import {
  advanceUntilSelected,
  carouselRotation,
  dot,
  expectCarouselPauses,
  expectHeroPauses,
  expectRotation,
  expectShown,
  heroAudiences,
  heroRotation,
  liveCarousel,
  openWithClock as open,
  settle,
} from "./motion-support.ts";

// Timing tests step a fake clock through several rotations; a shared machine needs the room.
test.describe.configure({ timeout: 120_000 });

/**
 * Rotating hero messages (every 7 s) and banner carousels (every 6 s) of docs/product.md, and the sports
 * page's looping slide carousel with its dots (§2, §4), driven by Playwright's fake clock; then, on
 * the same load, each hero's pause control, and a carousel's of each kind (WCAG 2.2.2; the home
 * cards' is motion.spec.ts's). A rotation's timing does not depend on the language of what rotates:
 * each is tested once, the languages taking turns.
 */

const heroLanguages: Record<string, Locale> = { music: "en", sports: "es", platform: "en" };

for (const [id, { ns, keys }] of Object.entries(heroAudiences) as [PageId, { ns: string; keys: string[] }][]) {
  const locale = heroLanguages[id] ?? "en";
  test(`the ${id} hero rotates its ${keys.length} audience messages every 7 s and loops; its pause control stops its messages and pictures, and play resumes them, in ${locale}`, async ({
    page,
    consoleErrors: _,
  }) => {
    await open(page, id, locale);
    const messages = keys.map((key) => text(locale, `${ns}:hero.messages.${key}.value`));
    const rotation = heroRotation(page, messages);
    await expectRotation(page, rotation, 7_000);
    await expectHeroPauses(page, rotation, locale);
  });
}

/**
 * Banner carousels (two banners each, docs/product.md). They are one component: one on each page
 * that has them stands for the others, and the first one's pause control for all of them.
 */
const bannerCarousels: { page: PageId; section: string; prefix: string }[] = [
  { page: "music", section: "smart-ticketing", prefix: "music:smartAccess.banners" },
  { page: "sports", section: "smart-ticketing", prefix: "sports:smartTicketing.banners" },
];

bannerCarousels.forEach(({ page: id, section, prefix }, index) => {
  const locale: Locale = index % 2 === 0 ? "es" : "en";
  const withPause = index === 0;
  test(`the ${id} #${section} banners advance every 6 s and loop${withPause ? "; the pause control stops them, and play resumes them" : ""}, in ${locale}`, async ({
    page,
    consoleErrors: _,
  }) => {
    await open(page, id, locale);
    const carousel = page.locator(`[id="${section}"]`).getByRole("region", { name: text(locale, `${prefix}.label`) });
    const titles = ["first", "second"].map((banner) => text(locale, `${prefix}.${banner}.title`));
    await liveCarousel(carousel);
    await expectRotation(page, carouselRotation(carousel, locale, titles), 6_000);
    if (withPause) await expectCarouselPauses(page, carousel, locale);
  });
});

inLanguage("en", (locale) =>
  test(`the sports results carousel advances, its dots go to a slide and it loops; its pause control stops it, and play resumes it, in ${locale}`, async ({
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

    await expectCarouselPauses(page, carousel, locale);
  }),
);
