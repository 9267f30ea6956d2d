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

/**
 * Something that takes turns: what each item says, and whether the page has selected item `i`
 * (a state that changes the moment the timer fires, before any fade or slide has run).
 */
interface Rotation {
  readonly scope: Locator;
  readonly items: readonly string[];
  readonly selected: (index: number) => Promise<boolean>;
}

const step = 200;
/**
 * Fake time given to a change to finish its slide (Embla's eases out over about 1.5 s before the
 * slide leaving is fully out of view); fades are CSS and run on real time.
 */
const settle = 2_000;

/**
 * Advances the fake clock in steps until item `index` is selected and returns how long that took,
 * then lets the change settle and checks that the visitor sees that item and not the one before.
 */
async function advanceUntilSelected(page: Page, rotation: Rotation, index: number, limitMs: number): Promise<number> {
  let elapsed = 0;
  while (!(await rotation.selected(index))) {
    if (elapsed > limitMs) throw new Error(`item ${index + 1} not selected within ${limitMs} ms`);
    await page.clock.runFor(step);
    elapsed += step;
  }
  await page.clock.runFor(settle);
  const count = rotation.items.length;
  await expectShown(rotation.scope, rotation.items[index] ?? "");
  await expectShown(rotation.scope, rotation.items[(index + count - 1) % count] ?? "", false);
  return elapsed;
}

/**
 * Runs a rotation through every item and back to the first, checking that each change comes
 * `intervalMs` after the previous one. The page arms its timers once hydrated, a moment after
 * load, so the first change is where the test synchronises.
 */
async function expectRotation(page: Page, rotation: Rotation, intervalMs: number) {
  await expectShown(rotation.scope, rotation.items[0] ?? "");
  await advanceUntilSelected(page, rotation, 1, intervalMs + 1_000);
  const count = rotation.items.length;
  for (let turn = 2; turn <= count; turn++) {
    const index = turn % count;
    // Just short of the period since the last change (settle and one step already passed)...
    await page.clock.runFor(intervalMs - settle - 600);
    expect(await rotation.selected(index), `item ${index + 1} too early`).toBe(false);
    // ...then the change comes within a couple of steps of it.
    const late = await advanceUntilSelected(page, rotation, index, 1_400);
    expect(late, `item ${index + 1} after ${intervalMs} ms`).toBeGreaterThanOrEqual(600 - 2 * step);
    expect(late, `item ${index + 1} after ${intervalMs} ms`).toBeLessThanOrEqual(600 + step);
  }
}

function heroRotation(page: Page, items: string[]): Rotation {
  const scope = page.locator("main > :first-child");
  return {
    scope,
    items,
    // The active message is the one not hidden from assistive technology.
    selected: (index) =>
      scope.evaluate(
        (root, needle) =>
          [...root.querySelectorAll("*")].some(
            (element) => element.textContent?.trim() === needle && !element.closest("[aria-hidden='true']"),
          ),
        items[index] ?? "",
      ),
  };
}

function carouselRotation(carousel: Locator, locale: Locale, items: string[]): Rotation {
  return {
    scope: carousel,
    items,
    // The dot of the selected slide carries aria-current (SPEC.md §2: the active dot highlighted).
    selected: async (index) =>
      (await dot(carousel, locale, index + 1).getAttribute("aria-current", { timeout: 2_000 })) === "true",
  };
}

function dot(carousel: Locator, locale: Locale, slide: number): Locator {
  return carousel.getByRole("button", { name: text(locale, "ui.carousel.goToSlide", { index: slide }), exact: true });
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
