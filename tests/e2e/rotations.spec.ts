import type { Locator, Page } from "@playwright/test";
import { expect, type Locale, locales, type PageId, pagePath, test, text, waitForHydration } from "./fixtures.ts";

// Timing tests step a fake clock through several rotations; a shared machine needs the room.
test.describe.configure({ timeout: 90_000 });

/**
 * Rotating hero messages (every 7 s) and banner carousels (every 6 s) of SPEC.md §9, and the sports
 * page's looping slide carousel with its dots (§2, §4), driven by Playwright's fake clock.
 */

const heroAudiences: Partial<Record<PageId, { ns: string; keys: string[] }>> = {
  music: { ns: "music", keys: ["fans", "promoters", "brands", "artists"] },
  sports: { ns: "sports", keys: ["properties", "athletes", "nil", "youth", "fans"] },
  platform: { ns: "platform", keys: ["promoters", "teams", "brands", "artists"] },
};

const bannerCarousels: { page: PageId; section: string; prefix: string }[] = [
  { page: "music", section: "smart-ticketing", prefix: "music:smartAccess.banners" },
  { page: "music", section: "digital-experience", prefix: "music:fanExperience.banners" },
  { page: "music", section: "loyalty-rewards", prefix: "music:loyalty.banners" },
  { page: "sports", section: "smart-ticketing", prefix: "sports:smartTicketing.banners" },
  { page: "sports", section: "digital-experience", prefix: "sports:digitalExperience.banners" },
  { page: "sports", section: "loyalty-rewards", prefix: "sports:loyaltyRewards.banners" },
];

/**
 * Whether `text` is what the visitor sees now inside `scope`: an element holding it is rendered,
 * not hidden from assistive technology, and not faded out (opacity of it and its ancestors).
 */
async function isShown(scope: Locator, wanted: string): Promise<boolean> {
  return scope.evaluate((root, needle) => {
    const candidates = [...root.querySelectorAll<HTMLElement>("*")].filter(
      (element) => element.textContent?.trim() === needle,
    );
    return candidates.some((element) => {
      if (element.closest("[aria-hidden='true'], [inert], [hidden]")) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      let opacity = 1;
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === "hidden" || style.display === "none") return false;
        opacity *= Number(style.opacity);
      }
      return opacity > 0.9;
    });
  }, wanted);
}

async function expectShown(scope: Locator, wanted: string, shown = true) {
  await expect.poll(() => isShown(scope, wanted), { message: `“${wanted}” ${shown ? "" : "not "}shown` }).toBe(shown);
}

const step = 200;

/**
 * Advances the fake clock by `afterMs`, then in small steps until `wanted` shows; returns the
 * time of those steps. The page arms its timers once hydrated, a moment after load, so a test
 * synchronises on the first change and times each later change from the one before.
 */
async function advanceUntilShown(page: Page, scope: Locator, wanted: string, afterMs: number): Promise<number> {
  await page.clock.runFor(afterMs);
  for (let elapsed = 0; elapsed <= 3_000; elapsed += step) {
    if (await isShown(scope, wanted)) return elapsed;
    await page.clock.runFor(step);
  }
  await expectShown(scope, wanted);
  return Number.POSITIVE_INFINITY;
}

/** The rotation moves from `current` to `next` after `intervalMs` (within a step or two), not earlier. */
async function expectNextAfter(page: Page, scope: Locator, current: string, next: string, intervalMs: number) {
  await page.clock.runFor(intervalMs - 1_000);
  await expectShown(scope, current);
  const late = await advanceUntilShown(page, scope, next, 0);
  expect(late, `“${next}” ${intervalMs} ms after “${current}”`).toBeGreaterThanOrEqual(1_000 - 2 * step);
  expect(late, `“${next}” ${intervalMs} ms after “${current}”`).toBeLessThanOrEqual(1_000 + 2 * step);
  await expectShown(scope, current, false);
}

async function open(page: Page, id: PageId, locale: Locale) {
  await page.clock.install();
  const response = await page.goto(pagePath(id, locale));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  // From here on, time moves only when a test moves it: a busy machine cannot skip a slide.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

for (const locale of locales) {
  for (const [id, { ns, keys }] of Object.entries(heroAudiences) as [PageId, { ns: string; keys: string[] }][]) {
    test(`the ${id} hero rotates its ${keys.length} audience messages every 7 s and loops, in ${locale}`, async ({
      page,
      consoleErrors: _,
    }) => {
      await open(page, id, locale);
      const hero = page.locator("main > :first-child");
      const value = (key: string) => text(locale, `${ns}:hero.messages.${key}.value`);
      const messages = keys.map(value);
      await expectShown(hero, messages[0] ?? "");
      await advanceUntilShown(page, hero, messages[1] ?? "", 5_000);
      // Through every remaining audience and back to the first: the rotation loops.
      for (let index = 1; index <= keys.length - 1; index++) {
        const next = messages[(index + 1) % messages.length] ?? "";
        await expectNextAfter(page, hero, messages[index] ?? "", next, 7_000);
      }
    });
  }

  for (const { page: id, section, prefix } of bannerCarousels) {
    test(`the ${id} #${section} banners advance every 6 s and loop, in ${locale}`, async ({
      page,
      consoleErrors: _,
    }) => {
      await open(page, id, locale);
      const carousel = page.locator(`[id="${section}"]`).getByRole("region", { name: text(locale, `${prefix}.label`) });
      const first = text(locale, `${prefix}.first.title`);
      const second = text(locale, `${prefix}.second.title`);
      await expectShown(carousel, first);
      await advanceUntilShown(page, carousel, second, 4_000);
      await expectNextAfter(page, carousel, second, first, 6_000);
      await expectNextAfter(page, carousel, first, second, 6_000);
    });
  }

  test(`the sports results carousel loops, and its dots go to a slide, in ${locale}`, async ({
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
    await expectShown(carousel, slides[0] ?? "");
    const third = carousel.getByRole("button", { name: dotLabel(locale, 3) });
    await third.click();
    await expectShown(carousel, slides[2] ?? "");
    await expect(third).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByRole("button", { name: dotLabel(locale, 1) })).not.toHaveAttribute(
      "aria-current",
      "true",
    );
    await carousel.getByRole("button", { name: dotLabel(locale, 4) }).click();
    await expectShown(carousel, slides[3] ?? "");
    // From the last slide the carousel loops to the first.
    await advanceUntilShown(page, carousel, slides[0] ?? "", 3_500);
  });
}

function dotLabel(_locale: Locale, slide: number): string {
  return `Go to slide ${slide}`;
}
