import type { Locator, Page } from "@playwright/test";
import { expect, heroSelector, type Locale, type PageId, pagePath, text, waitForHydration } from "./fixtures.ts";

// Helpers of motion.spec.ts: a page opened under Playwright's fake clock, and rotations stepped through with it.

/** The rotating heroes (docs/product.md): each page's audience messages, in order. */
export const heroAudiences: Partial<Record<PageId, { ns: string; keys: string[] }>> = {
  music: { ns: "music", keys: ["fans", "promoters", "brands", "artists"] },
  sports: { ns: "sports", keys: ["properties", "athletes", "nil", "youth", "fans"] },
  platform: { ns: "platform", keys: ["promoters", "teams", "brands", "artists"] },
};

/** Whether an element holding `wanted` is rendered, not hidden from assistive technology, nor faded out. */
export async function isShown(scope: Locator, wanted: string): Promise<boolean> {
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

/** Something that takes turns: item `i` selected (as the timer fires), and shown (after the fade or slide). */
export interface Rotation {
  readonly count: number;
  readonly selected: (index: number) => Promise<boolean>;
  readonly shown: (index: number) => Promise<boolean>;
}

/** A rotation of texts: item `i` is shown when its text is (isShown). */
export function textRotation(
  scope: Locator,
  items: readonly string[],
  selected: (index: number) => Promise<boolean>,
): Rotation {
  return { count: items.length, selected, shown: (index) => isShown(scope, items[index] ?? "") };
}

export const step = 200;
/** Fake time for a slide to finish (Embla eases out for about 1.5 s); fades run on real time. */
export const settle = 2_000;

async function expectItemShown(rotation: Rotation, index: number, shown = true) {
  await expect
    .poll(() => rotation.shown(index), { message: `item ${index + 1} ${shown ? "" : "not "}shown` })
    .toBe(shown);
}

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
  await expectItemShown(rotation, index);
  await expectItemShown(rotation, (index + rotation.count - 1) % rotation.count, false);
  return elapsed;
}

/**
 * Runs a rotation through every item and back to the first, checking that each change comes
 * `intervalMs` after the previous one. The page arms its timers once hydrated, a moment after
 * load, so the first change is where the test synchronises.
 */
export async function expectRotation(page: Page, rotation: Rotation, intervalMs: number) {
  await expectItemShown(rotation, 0);
  await advanceUntilSelected(page, rotation, 1, intervalMs + 1_000);
  const count = rotation.count;
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

/** Whether what the page has selected stays put while the fake clock runs `ms` (a paused or still rotation). */
export async function expectStill(page: Page, current: () => Promise<unknown>, ms: number) {
  const before = await current();
  for (let elapsed = 0; elapsed < ms; elapsed += 1_000) {
    await page.clock.runFor(1_000);
    expect(await current(), `unchanged after ${elapsed + 1_000} ms`).toEqual(before);
  }
}

/** The rotating message of a music, sports or platform hero: the one not hidden from assistive technology. */
export function heroRotation(page: Page, items: readonly string[]): Rotation {
  const scope = page.locator(heroSelector);
  return textRotation(scope, items, (index) =>
    scope.evaluate(
      (root, needle) =>
        [...root.querySelectorAll("*")].some(
          (element) => element.textContent?.trim() === needle && !element.closest("[aria-hidden='true']"),
        ),
      items[index] ?? "",
    ),
  );
}

/** The dot of the selected slide carries aria-current (docs/product.md: the active dot highlighted). */
export function carouselRotation(carousel: Locator, locale: Locale, items: readonly string[]): Rotation {
  return textRotation(
    carousel,
    items,
    async (index) =>
      (await dot(carousel, locale, index + 1).getAttribute("aria-current", { timeout: 2_000 })) === "true",
  );
}

/** Brings a carousel into view and waits for its engine (Embla loads as it nears the viewport). */
export async function liveCarousel(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-ready", "true");
}

/** A carousel's dot: a link to its slide (app/components/ui/carousel.island.tsx). */
export function dot(carousel: Locator, locale: Locale, slide: number): Locator {
  return carousel.getByRole("link", { name: text(locale, "ui.carousel.goToSlide", { index: slide }), exact: true });
}

/** The index of the carousel's active dot (0-based), or -1. */
export async function selectedSlide(carousel: Locator, locale: Locale): Promise<number> {
  const label = text(locale, "ui.carousel.goToSlide", { index: 999 }).replace("999", "");
  return carousel.evaluate((root, prefix) => {
    const dots = [...root.querySelectorAll("a")].filter((link) => link.getAttribute("aria-label")?.startsWith(prefix));
    return dots.findIndex((link) => link.getAttribute("aria-current") === "true");
  }, label);
}

/** Opens a page on the fake clock, stopped once hydrated; CSS fades play ten times as fast. */
export async function openWithClock(page: Page, id: PageId, locale: Locale) {
  await page.clock.install();
  const response = await page.goto(pagePath(id, locale));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const session = await page.context().newCDPSession(page);
  await session.send("Animation.setPlaybackRate", { playbackRate: 10 });
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/** Takes the pointer and focus off everything: a carousel stops while hovered or focused. */
export async function leaveAlone(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The page's hero. */
export function hero(page: Page): Locator {
  return page.locator(heroSelector);
}

/** The hero's slideshow of pictures (the home page's, and the rotating heroes'). */
export function slideshow(page: Page): Locator {
  return hero(page).getByTestId("slideshow");
}

/** The picture the hero's slideshow has on show. */
export async function activePicture(page: Page): Promise<number> {
  return Number(await slideshow(page).getAttribute("data-active"));
}

export function pauseButton(scope: Locator, locale: Locale, kind: "animation" | "slides"): Locator {
  return scope.getByRole("button", { name: text(locale, `ui.motion.pause.${kind}`), exact: true });
}

export function playButton(scope: Locator, locale: Locale, kind: "animation" | "slides"): Locator {
  return scope.getByRole("button", { name: text(locale, `ui.motion.play.${kind}`), exact: true });
}

/**
 * A rotating hero's pause control stops its messages and pictures, and play resumes them (WCAG
 * 2.2.2): from wherever the rotation is, it is let run to its second message first.
 */
export async function expectHeroPauses(page: Page, rotation: Rotation, locale: Locale) {
  await advanceUntilSelected(page, rotation, 1, 8_000);
  await pauseButton(hero(page), locale, "animation").click();
  await leaveAlone(page);
  await expectStill(page, async () => [await rotation.selected(1), await activePicture(page)], 16_000);
  expect(await rotation.selected(1)).toBe(true);
  await playButton(hero(page), locale, "animation").click();
  await leaveAlone(page);
  await advanceUntilSelected(page, rotation, 2, 7_400);
}

/** A carousel that advances by itself stops at its pause control, and play resumes it (WCAG 2.2.2). */
export async function expectCarouselPauses(page: Page, carousel: Locator, locale: Locale) {
  await liveCarousel(carousel);
  await pauseButton(carousel, locale, "slides").click();
  // The pointer and focus leave: what keeps it still is the pause control alone.
  await leaveAlone(page);
  await expectStill(page, () => selectedSlide(carousel, locale), 14_000);
  await playButton(carousel, locale, "slides").click();
  await leaveAlone(page);
  const before = await selectedSlide(carousel, locale);
  await page.clock.runFor(6_400);
  await expect
    .poll(() => selectedSlide(carousel, locale))
    .toBe((before + 1) % (await carousel.getByRole("group").count()));
}
