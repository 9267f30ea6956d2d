import type { Locator, Page } from "@playwright/test";
import {
  expect,
  heroSelector,
  holdRequests,
  inLanguage,
  type Locale,
  type PageId,
  pagePath,
  readDictionary,
  test,
  text,
  waitForHydration,
} from "./fixtures.ts";

// Timing tests step a fake clock through several rotations; a shared machine needs the room.
test.describe.configure({ timeout: 120_000 });

// What moves (docs/product.md), on Playwright's fake clock: the home hero and cards, the rotating
// heroes, a banner carousel, the pause controls (WCAG 2.2.2), and nothing under reduced motion.
// The typing's timing is app/components/ui/typing-headline.test.ts's. One language per behaviour.

/** A rotating hero's audience messages (docs/product.md), in order. */
function heroMessages(id: "music" | "sports" | "platform", locale: Locale): string[] {
  const { hero } = readDictionary(locale, id) as { hero: { messages: Record<string, { value: string }> } };
  return Object.values(hero.messages).map((message) => message.value);
}

/** Whether an element holding `wanted` is rendered, not hidden from assistive technology, nor faded out. */
function isShown(scope: Locator, wanted: string): Promise<boolean> {
  return scope.evaluate((root, needle) => {
    const candidates = [...root.querySelectorAll<HTMLElement>("*")].filter((e) => e.textContent?.trim() === needle);
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
interface Rotation {
  readonly count: number;
  readonly selected: (index: number) => Promise<boolean>;
  readonly shown: (index: number) => Promise<boolean>;
}

const step = 200;
/** Fake time for a slide to finish (Embla eases out for about 1.5 s); fades run on real time. */
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
  const previous = (index + rotation.count - 1) % rotation.count;
  await expect.poll(async () => [await rotation.shown(index), await rotation.shown(previous)]).toEqual([true, false]);
  return elapsed;
}

/**
 * Runs a rotation through every item and back to the first, checking that each change comes
 * `intervalMs` after the previous one. The page arms its timers once hydrated, a moment after
 * load, so the first change is where the test synchronises.
 */
async function expectRotation(page: Page, rotation: Rotation, intervalMs: number) {
  await expect.poll(() => rotation.shown(0)).toBe(true);
  await advanceUntilSelected(page, rotation, 1, intervalMs + 1_000);
  for (let turn = 2; turn <= rotation.count; turn++) {
    const index = turn % rotation.count;
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
async function expectStill(page: Page, current: () => Promise<unknown>, ms: number) {
  const before = await current();
  for (let elapsed = 1_000; elapsed <= ms; elapsed += 1_000) {
    await page.clock.runFor(1_000);
    expect(await current(), `unchanged after ${elapsed} ms`).toEqual(before);
  }
}

/** The rotating message of a music, sports or platform hero: the one not hidden from assistive technology. */
function heroRotation(page: Page, items: readonly string[]): Rotation {
  const scope = page.locator(heroSelector);
  const selected = (index: number) =>
    scope.evaluate(
      (root, needle) =>
        [...root.querySelectorAll("*")].some(
          (element) => element.textContent?.trim() === needle && !element.closest("[aria-hidden='true']"),
        ),
      items[index] ?? "",
    );
  return { count: items.length, selected, shown: (index) => isShown(scope, items[index] ?? "") };
}

/** A carousel's slides by title: the dot of the selected one carries aria-current. */
function carouselRotation(carousel: Locator, locale: Locale, items: readonly string[]): Rotation {
  return {
    count: items.length,
    selected: async (index) => (await selectedSlide(carousel, locale)) === index,
    shown: (index) => isShown(carousel, items[index] ?? ""),
  };
}

/** Brings a carousel into view and waits for its engine (Embla loads as it nears the viewport). */
async function liveCarousel(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-ready", "true");
}

/** A carousel's dot: a link to its slide (app/components/ui/carousel.island.tsx). */
const dot = (carousel: Locator, locale: Locale, slide: number) =>
  carousel.getByRole("link", { name: text(locale, "ui.carousel.goToSlide", { index: slide }), exact: true });

/** The index of the carousel's active dot (0-based), or -1. */
async function selectedSlide(carousel: Locator, locale: Locale): Promise<number> {
  const label = text(locale, "ui.carousel.goToSlide", { index: 999 }).replace("999", "");
  return carousel.evaluate((root, prefix) => {
    const dots = [...root.querySelectorAll("a")].filter((link) => link.getAttribute("aria-label")?.startsWith(prefix));
    return dots.findIndex((link) => link.getAttribute("aria-current") === "true");
  }, label);
}

/** Opens a page on the fake clock, stopped once hydrated; CSS fades play ten times as fast. */
async function open(page: Page, id: PageId, locale: Locale) {
  await page.clock.install();
  const response = await page.goto(pagePath(id, locale));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const session = await page.context().newCDPSession(page);
  await session.send("Animation.setPlaybackRate", { playbackRate: 10 });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Takes the pointer and focus off everything: a carousel stops while hovered or focused. */
async function leaveAlone(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Clicks a hero's or a carousel's pause or play button, then leaves it alone. */
async function press(scope: Locator, locale: Locale, action: "pause" | "play", kind: "animation" | "slides") {
  await scope.getByRole("button", { name: text(locale, `ui.motion.${action}.${kind}`), exact: true }).click();
  await leaveAlone(scope.page());
}

const hero = (page: Page) => page.locator(heroSelector);
const slideshow = (page: Page) => hero(page).getByTestId("slideshow");
const activePicture = async (page: Page) => Number(await slideshow(page).getAttribute("data-active"));
const firstHeading = (locale: Locale) => text(locale, "home:hero.heading1");
/** What the typing headline shows now (its animated, aria-hidden copy). */
const typed = (page: Page) => page.getByTestId("typing-headline").evaluate((element) => element.textContent ?? "");
/** Whether the typing caret blinks: its CSS animation runs. */
const caretBlinks = (page: Page) =>
  page.getByTestId("typing-caret").evaluate((element) => getComputedStyle(element).animationName !== "none");
const homeCarousel = (page: Page, locale: Locale) =>
  page.getByRole("region", { name: text(locale, "home:highlights.label") });

/** The home slideshow as a rotation: picture `i` is on show when it is on top, fully opaque. */
function slideshowRotation(page: Page, count: number): Rotation {
  return {
    count,
    selected: async (index) => (await activePicture(page)) === index,
    shown: (index) =>
      slideshow(page).evaluate((root, wanted) => {
        const slides = [...root.querySelectorAll<HTMLElement>("[data-slide]")];
        const z = (slide: HTMLElement) => Number(getComputedStyle(slide).zIndex);
        const top = slides.reduce<HTMLElement | undefined>(
          (best, s) => (!best || z(s) > z(best) ? s : best),
          undefined,
        );
        return top?.dataset.slide === String(wanted) && Number(getComputedStyle(top).opacity) > 0.99;
      }, index),
  };
}

inLanguage("es", (locale) =>
  test(`the home headline is read once, as the plain first heading, with nothing live; the slideshow shows 13 pictures, changing every 5 s with a 1 s fade, and loops; the hero's pause control stops the slideshow, the typing and the caret, and play resumes them, in ${locale}`, async ({
    page,
  }) => {
    await open(page, "home", locale);
    const first = firstHeading(locale);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveAccessibleName(first);
    // The animated copy is hidden from assistive technology; the one read is the plain first heading.
    await expect(page.getByTestId("typing-headline").locator("xpath=ancestor::*[@aria-hidden='true']")).toHaveCount(1);
    await expect(heading.locator(".sr-only")).toHaveText(first);
    // Nothing in the hero announces changes: no live region, status or alert.
    await expect(hero(page).locator("[aria-live], [role='status'], [role='alert'], [role='marquee']")).toHaveCount(0);

    await expect(slideshow(page)).toHaveAttribute("data-count", "13");
    const fade = await slideshow(page)
      .locator("[data-slide]")
      .first()
      .evaluate((slide) => getComputedStyle(slide).transitionDuration);
    expect(fade).toBe("1s");
    await expectRotation(page, slideshowRotation(page, 13), 5_000);

    // The pause control stops the slideshow, the typing and the caret; play resumes them.
    await expect.poll(() => caretBlinks(page)).toBe(true);
    await press(hero(page), locale, "pause", "animation");
    await expect.poll(() => caretBlinks(page)).toBe(false);
    await expectStill(page, async () => [await activePicture(page), await typed(page)], 12_000);
    await press(hero(page), locale, "play", "animation");
    await expect.poll(() => caretBlinks(page)).toBe(true);
    const [picture, words] = [await activePicture(page), await typed(page)];
    await page.clock.runFor(5_200);
    expect(await activePicture(page)).not.toBe(picture);
    expect(await typed(page)).not.toBe(words);
    // Mid-typing, the heading screen readers read is still the whole first heading.
    await expect(heading).toHaveAccessibleName(first);
  }),
);

inLanguage("en", (locale) =>
  test(`the home carousel starts at the first of six cards, advances every 6 s and loops; its pause control stops it, play resumes it, a dot goes to its card, arrow keys and a swipe move it, in ${locale}`, async ({
    page,
  }) => {
    await open(page, "home", locale);
    const carousel = homeCarousel(page, locale);
    await liveCarousel(carousel);
    await expect(dot(carousel, locale, 1)).toHaveAttribute("aria-current", "true");
    await expect(dot(carousel, locale, 6)).toHaveCount(1);
    await expect(dot(carousel, locale, 7)).toHaveCount(0);
    const cards = ["entry", "fraud", "resale", "passport", "quests", "insights"];
    const rotation = carouselRotation(
      carousel,
      locale,
      cards.map((card) => text(locale, `home:highlights.cards.${card}.title`)),
    );
    await expectRotation(page, rotation, 6_000);
    // The pause control alone keeps it still (WCAG 2.2.2), pointer and focus elsewhere; play resumes it.
    await press(carousel, locale, "pause", "slides");
    await expectStill(page, () => selectedSlide(carousel, locale), 14_000);
    await press(carousel, locale, "play", "slides");
    const paused = await selectedSlide(carousel, locale);
    await page.clock.runFor(6_400);
    await expect.poll(() => selectedSlide(carousel, locale)).toBe((paused + 1) % cards.length);
    const moved = async (move: () => Promise<unknown>, to: number) => {
      await move();
      await page.clock.runFor(settle);
      await expect.poll(() => selectedSlide(carousel, locale)).toBe(to);
    };
    // A dot goes to its card and is marked as the active one.
    await moved(() => dot(carousel, locale, 5).click(), 4);
    await expect(carousel.locator("[aria-current='true']")).toHaveCount(1);
    await expect.poll(() => rotation.shown(4)).toBe(true);

    // Arrow keys move it a card at a time, and loop past either end.
    await moved(() => dot(carousel, locale, 1).click(), 0);
    await moved(() => page.keyboard.press("ArrowRight"), 1);
    await expect.poll(() => rotation.shown(1)).toBe(true);
    await moved(() => page.keyboard.press("ArrowLeft"), 0);
    await moved(() => page.keyboard.press("ArrowLeft"), 5);
    // Focus inside stops the automatic advance: the visitor reads in peace.
    await expectStill(page, () => selectedSlide(carousel, locale), 13_000);

    // A swipe (pointer drag) moves it to the next card and back.
    await leaveAlone(page);
    await moved(() => dot(carousel, locale, 1).click(), 0);
    const box = await carousel.getByRole("group").first().boundingBox();
    if (!box) throw new Error("the first card has no box");
    const drag = async (from: number, to: number) => {
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * from, y);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) {
        await page.mouse.move(box.x + box.width * (from + ((to - from) * i) / 8), y);
        await page.clock.runFor(16);
      }
      await page.mouse.up();
    };
    await moved(() => drag(0.8, 0.1), 1);
    await moved(() => drag(0.1, 0.8), 0);
  }),
);

inLanguage("en", (locale) =>
  test(`a keyboard visitor on the carousel keeps the focus when its engine arrives, in ${locale}`, async ({ page }) => {
    // Until the engine runs, the carousel's viewport is a tab stop (the keyboard scrolls it); the
    // engine is held back until the visitor is on it.
    const release = await holdRequests(page, /\/assets\/embla-carousel/);
    await page.goto(pagePath("home", locale));
    await waitForHydration(page);
    const carousel = homeCarousel(page, locale);
    await carousel.scrollIntoViewIfNeeded();
    const viewport = carousel.locator("[tabindex='0']").first();
    await viewport.focus();
    await expect(viewport).toBeFocused();
    release();
    await expect(carousel).toHaveAttribute("data-ready", "true");
    await expect(viewport).toBeFocused();
    // Once the visitor moves on, it is no tab stop any more: the engine moves it. (The element by
    // handle: without its tabindex, the locator above no longer finds it.)
    const element = await viewport.elementHandle();
    await page.keyboard.press("Tab");
    await expect
      .poll(() => element?.evaluate((node) => [node === document.activeElement, node.hasAttribute("tabindex")]))
      .toEqual([false, false]);
  }),
);

// The music, sports and platform heroes are one component (app/sections/common/audience-hero.tsx)
// with other words: the sports hero, with the most messages, stands for the others.
inLanguage("es", (locale) =>
  test(`the sports hero rotates its audience messages every 7 s and loops; its pause control stops its messages and pictures, and play resumes them, in ${locale}`, async ({
    page,
  }) => {
    await open(page, "sports", locale);
    const rotation = heroRotation(page, heroMessages("sports", locale));
    await expectRotation(page, rotation, 7_000);
    // From its second message, the pause control stops messages and pictures (WCAG 2.2.2); play resumes them.
    await advanceUntilSelected(page, rotation, 1, 8_000);
    await press(hero(page), locale, "pause", "animation");
    await expectStill(page, async () => [await rotation.selected(1), await activePicture(page)], 16_000);
    expect(await rotation.selected(1)).toBe(true);
    await press(hero(page), locale, "play", "animation");
    await advanceUntilSelected(page, rotation, 2, 7_400);
  }),
);

// The banner carousels are the home cards' component with two slides: one stands for the others.
inLanguage("es", (locale) =>
  test(`the music #smart-ticketing banners advance every 6 s and loop, in ${locale}`, async ({ page }) => {
    await open(page, "music", locale);
    const prefix = "music:smartAccess.banners";
    const carousel = page
      .locator('[id="smart-ticketing"]')
      .getByRole("region", { name: text(locale, `${prefix}.label`) });
    const titles = ["first", "second"].map((banner) => text(locale, `${prefix}.${banner}.title`));
    await liveCarousel(carousel);
    await expectRotation(page, carouselRotation(carousel, locale, titles), 6_000);
  }),
);

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  // The home hero; an audience hero and its page's carousels (each one component: music's stand for all).
  for (const [id, locale] of [
    ["home", "en"],
    ["music", "es"],
  ] as const) {
    test(`the ${id} page stands still: no typing, hero rotation, slideshow or carousel auto-advance, nothing to pause, in ${locale}`, async ({
      page,
    }) => {
      await open(page, id, locale);
      for (const kind of ["animation", "slides"])
        await expect(page.getByRole("button", { name: text(locale, `ui.motion.pause.${kind}`) })).toHaveCount(0);
      if (id === "home") await expect.poll(() => caretBlinks(page)).toBe(false);
      const carousels = page.locator("[role='region'][aria-roledescription]");
      expect(await carousels.count()).toBeGreaterThanOrEqual(id === "home" ? 1 : 3);
      await leaveAlone(page);
      const state = async () => [
        id === "home" ? await typed(page) : await heroRotation(page, heroMessages(id, locale)).selected(0),
        await activePicture(page),
        ...(await Promise.all((await carousels.all()).map((carousel) => selectedSlide(carousel, locale)))),
      ];
      const [first, , ...slides] = await state();
      expect({ first, slides }).toEqual({
        first: id === "home" ? firstHeading(locale) : true,
        slides: slides.map(() => 0),
      });
      await expectStill(page, state, 15_000);
      // A carousel still answers the visitor: a dot moves it, at once.
      await dot(carousels.first(), locale, 2).click();
      await expect.poll(() => selectedSlide(carousels.first(), locale)).toBe(1);
    });
  }
});

// Without JavaScript a carousel moves by scroll snap and by its dots, which are links.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  inLanguage("en", (locale) =>
    test(`@phone a carousel moves by swipe and by its dots, in ${locale}`, async ({ page }) => {
      await page.goto(pagePath("home", locale));
      const carousel = homeCarousel(page, locale);
      const viewport = carousel.locator("> div").first();
      await carousel.scrollIntoViewIfNeeded();
      const scrolled = () => viewport.evaluate((element) => element.scrollLeft);
      expect(await scrolled()).toBe(0);
      await dot(carousel, locale, 3).click();
      await expect.poll(scrolled).toBeGreaterThan(0);
      await expect(carousel.getByRole("group").nth(2)).toBeInViewport();
      // A swipe is a scroll of the viewport, which snaps to a slide.
      await viewport.evaluate((element) => element.scrollBy({ left: -10_000 }));
      await expect.poll(scrolled).toBe(0);
      await expect(carousel.getByRole("group").first()).toBeInViewport();
    }),
  );
});
