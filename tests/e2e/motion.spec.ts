import type { Locator, Page } from "@playwright/test";
import { expect, holdRequests, inLanguage, type Locale, pagePath, test, text, waitForHydration } from "./fixtures.ts";
import {
  activePicture,
  carouselRotation,
  dot,
  expectCarouselPauses,
  expectHeroPauses,
  expectRotation,
  expectStill,
  hero,
  heroAudiences,
  heroRotation,
  leaveAlone,
  liveCarousel,
  openWithClock as open,
  pauseButton,
  playButton,
  type Rotation,
  selectedSlide,
  settle,
  slideshow,
} from "./motion-support.ts";

// Timing tests step a fake clock through several rotations; a shared machine needs the room.
test.describe.configure({ timeout: 120_000 });

// What moves (docs/product.md), on Playwright's fake clock: the home hero and cards, the rotating
// heroes, a banner carousel, the pause controls (WCAG 2.2.2), and nothing under reduced motion.
// The typing's timing is app/components/ui/typing-headline.test.ts's. One language per behaviour.

const headingKeys = [1, 2, 3, 4, 5].map((n) => `home:hero.heading${n}`);
const homeCards = ["entry", "fraud", "resale", "passport", "quests", "insights"];

/** What the typing headline shows now (its animated, aria-hidden copy). */
function typed(page: Page): Promise<string> {
  return page.getByTestId("typing-headline").evaluate((element) => element.textContent ?? "");
}

/** Whether the typing caret blinks: its CSS animation runs. */
function caretBlinks(page: Page): Promise<boolean> {
  return page.getByTestId("typing-caret").evaluate((element) => getComputedStyle(element).animationName !== "none");
}

/** The home slideshow as a rotation: picture `i` is on show when it is on top, fully opaque. */
function slideshowRotation(page: Page, count: number): Rotation {
  return {
    count,
    selected: async (index) => (await activePicture(page)) === index,
    shown: (index) =>
      slideshow(page).evaluate((root, wanted) => {
        const slides = [...root.querySelectorAll<HTMLElement>("[data-slide]")];
        const top = slides.reduce<HTMLElement | undefined>(
          (best, slide) =>
            !best || Number(getComputedStyle(slide).zIndex) > Number(getComputedStyle(best).zIndex) ? slide : best,
          undefined,
        );
        return top?.dataset.slide === String(wanted) && Number(getComputedStyle(top).opacity) > 0.99;
      }, index),
  };
}

function homeCarousel(page: Page, locale: Locale): Locator {
  return page.getByRole("region", { name: text(locale, "home:highlights.label") });
}

function homeCardTitles(locale: Locale): string[] {
  return homeCards.map((card) => text(locale, `home:highlights.cards.${card}.title`));
}

inLanguage("es", (locale) =>
  test(`the home headline is read once, as plain text: the first heading, with the animation hidden and nothing live, in ${locale}`, async ({
    page,
    consoleErrors: _,
  }) => {
    await open(page, "home", locale);
    const first = text(locale, headingKeys[0] ?? "");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveAccessibleName(first);
    // The animated copy is hidden from assistive technology; the one read is the plain first heading.
    await expect(page.getByTestId("typing-headline").locator("xpath=ancestor::*[@aria-hidden='true']")).toHaveCount(1);
    await expect(heading.locator(".sr-only")).toHaveText(first);
    // Nothing in the hero announces changes: no live region, status or alert.
    await expect(hero(page).locator("[aria-live], [role='status'], [role='alert'], [role='marquee']")).toHaveCount(0);
    // Mid-typing, the heading screen readers read is still the whole first heading.
    await page.clock.runFor(6_000);
    expect(await typed(page)).not.toBe(first);
    await expect(heading).toHaveAccessibleName(first);
  }),
);

inLanguage("es", (locale) =>
  test(`the home slideshow shows 13 pictures, changing every 5 s with a 1 s fade, and loops; the hero's pause control stops the slideshow, the typing and the caret, and play resumes them, in ${locale}`, async ({
    page,
    consoleErrors: _,
  }) => {
    await open(page, "home", locale);
    await expect(slideshow(page)).toHaveAttribute("data-count", "13");
    const fade = await slideshow(page)
      .locator("[data-slide]")
      .first()
      .evaluate((slide) => getComputedStyle(slide).transitionDuration);
    expect(fade).toBe("1s");
    await expectRotation(page, slideshowRotation(page, 13), 5_000);

    // The pause control stops the slideshow, the typing and the caret; play resumes them.
    await expect.poll(() => caretBlinks(page)).toBe(true);
    await pauseButton(hero(page), locale, "animation").click();
    await leaveAlone(page);
    await expect.poll(() => caretBlinks(page)).toBe(false);
    await expectStill(page, async () => [await activePicture(page), await typed(page)], 12_000);
    await playButton(hero(page), locale, "animation").click();
    await leaveAlone(page);
    await expect.poll(() => caretBlinks(page)).toBe(true);
    const [picture, words] = [await activePicture(page), await typed(page)];
    await page.clock.runFor(5_200);
    expect(await activePicture(page)).not.toBe(picture);
    expect(await typed(page)).not.toBe(words);
  }),
);

inLanguage("en", (locale) =>
  test(`the home carousel starts at the first of six cards, advances every 6 s and loops; its pause control stops it, play resumes it, a dot goes to its card, arrow keys and a swipe move it, in ${locale}`, async ({
    page,
    consoleErrors: _,
  }) => {
    await open(page, "home", locale);
    const carousel = homeCarousel(page, locale);
    await liveCarousel(carousel);
    await expect(dot(carousel, locale, 1)).toHaveAttribute("aria-current", "true");
    await expect(dot(carousel, locale, 6)).toHaveCount(1);
    await expect(dot(carousel, locale, 7)).toHaveCount(0);
    const rotation = carouselRotation(carousel, locale, homeCardTitles(locale));
    await expectRotation(page, rotation, 6_000);
    await expectCarouselPauses(page, carousel, locale);
    // A dot goes to its card and is marked as the active one.
    await dot(carousel, locale, 5).click();
    await page.clock.runFor(settle);
    await expect(dot(carousel, locale, 5)).toHaveAttribute("aria-current", "true");
    await expect(carousel.locator("[aria-current='true']")).toHaveCount(1);
    await expect.poll(() => rotation.shown(4)).toBe(true);

    // Arrow keys move it a card at a time, and loop past either end.
    await dot(carousel, locale, 1).click();
    await page.clock.runFor(settle);
    await page.keyboard.press("ArrowRight");
    await page.clock.runFor(settle);
    await expect.poll(() => selectedSlide(carousel, locale)).toBe(1);
    await expect.poll(() => rotation.shown(1)).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await page.clock.runFor(settle);
    await page.keyboard.press("ArrowLeft");
    await page.clock.runFor(settle);
    await expect.poll(() => selectedSlide(carousel, locale)).toBe(5);
    // Focus inside stops the automatic advance: the visitor reads in peace.
    await expectStill(page, () => selectedSlide(carousel, locale), 13_000);

    // A swipe (pointer drag) moves it to the next card and back.
    await leaveAlone(page);
    await dot(carousel, locale, 1).click();
    await page.clock.runFor(settle);
    const box = await carousel.getByRole("group").first().boundingBox();
    if (!box) throw new Error("the first card has no box");
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) {
        await page.mouse.move(from + ((to - from) * i) / 8, y);
        await page.clock.runFor(16);
      }
      await page.mouse.up();
      await page.clock.runFor(settle);
    };
    await drag(box.x + box.width * 0.8, box.x + box.width * 0.1);
    await expect.poll(() => selectedSlide(carousel, locale)).toBe(1);
    await drag(box.x + box.width * 0.1, box.x + box.width * 0.8);
    await expect.poll(() => selectedSlide(carousel, locale)).toBe(0);
  }),
);

inLanguage("en", (locale) =>
  test(`a keyboard visitor on the carousel keeps the focus when its engine arrives, in ${locale}`, async ({
    page,
    consoleErrors: _,
  }) => {
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

for (const [id, locale] of [
  ["music", "en"],
  ["sports", "es"],
  ["platform", "en"],
] as const) {
  const { ns, keys } = heroAudiences[id] ?? { ns: id, keys: [] };
  test(`the ${id} hero rotates its ${keys.length} audience messages every 7 s and loops; its pause control stops its messages and pictures, and play resumes them, in ${locale}`, async ({
    page,
    consoleErrors: _,
  }) => {
    await open(page, id, locale);
    const rotation = heroRotation(
      page,
      keys.map((key) => text(locale, `${ns}:hero.messages.${key}.value`)),
    );
    await expectRotation(page, rotation, 7_000);
    await expectHeroPauses(page, rotation, locale);
  });
}

// The banner carousels are the home cards' component with two slides: one stands for the others.
inLanguage("es", (locale) =>
  test(`the music #smart-ticketing banners advance every 6 s and loop, in ${locale}`, async ({
    page,
    consoleErrors: _,
  }) => {
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

  inLanguage("en", (locale) =>
    test(`the home page stands still: the first heading whole, no typing, no slideshow, no auto-advance, in ${locale}`, async ({
      page,
      consoleErrors: _,
    }) => {
      await open(page, "home", locale);
      const first = text(locale, headingKeys[0] ?? "");
      expect(await typed(page)).toBe(first);
      await expect.poll(() => caretBlinks(page)).toBe(false);
      // Nothing moves, so there is nothing to pause.
      await expect(pauseButton(hero(page), locale, "animation")).toHaveCount(0);
      await expect(pauseButton(homeCarousel(page, locale), locale, "slides")).toHaveCount(0);
      await leaveAlone(page);
      await expectStill(
        page,
        async () => [
          await typed(page),
          await activePicture(page),
          await selectedSlide(homeCarousel(page, locale), locale),
        ],
        20_000,
      );
      expect(await typed(page)).toBe(first);
      // The carousel still answers the visitor: a dot moves it, at once.
      await dot(homeCarousel(page, locale), locale, 3).click();
      await expect.poll(() => selectedSlide(homeCarousel(page, locale), locale)).toBe(2);
    }),
  );

  for (const [id, locale] of [
    ["music", "es"],
    ["sports", "en"],
  ] as const) {
    test(`the ${id} page stands still: no hero rotation, no banner or slide auto-advance, in ${locale}`, async ({
      page,
      consoleErrors: _,
    }) => {
      await open(page, id, locale);
      const regions = page.locator("[role='region'][aria-roledescription]");
      expect(await regions.count()).toBeGreaterThanOrEqual(3);
      const { ns, keys } = heroAudiences[id] ?? { ns: id, keys: [] };
      const rotation = heroRotation(
        page,
        keys.map((key) => text(locale, `${ns}:hero.messages.${key}.value`)),
      );
      expect(await rotation.selected(0)).toBe(true);
      await expect(page.getByRole("button", { name: text(locale, "ui.motion.pause.animation") })).toHaveCount(0);
      await expect(page.getByRole("button", { name: text(locale, "ui.motion.pause.slides") })).toHaveCount(0);
      await leaveAlone(page);
      const state = async () => [
        await rotation.selected(0),
        await activePicture(page),
        ...(await Promise.all((await regions.all()).map((region) => selectedSlide(region, locale)))),
      ];
      expect((await state()).slice(2).every((slide) => slide === 0)).toBe(true);
      await expectStill(page, state, 15_000);
    });
  }
});

// Without JavaScript a carousel moves by scroll snap and by its dots, which are links.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  inLanguage("en", (locale) =>
    test(`@phone a carousel moves by swipe and by its dots, in ${locale}`, async ({ page }) => {
      await page.goto(pagePath("home", locale));
      const carousel = page.getByRole("region", { name: text(locale, "home:highlights.label") });
      const viewport = carousel.locator("> div").first();
      await carousel.scrollIntoViewIfNeeded();
      const scrolled = () => viewport.evaluate((element) => element.scrollLeft);
      expect(await scrolled()).toBe(0);
      await carousel
        .getByRole("link", { name: text(locale, "ui.carousel.goToSlide", { index: 3 }), exact: true })
        .click();
      await expect.poll(scrolled).toBeGreaterThan(0);
      const third = carousel.getByRole("group").nth(2);
      await expect(third).toBeInViewport();
      // A swipe is a scroll of the viewport, which snaps to a slide.
      await viewport.evaluate((element) => element.scrollBy({ left: -10_000 }));
      await expect.poll(scrolled).toBe(0);
      await expect(carousel.getByRole("group").first()).toBeInViewport();
    }),
  );
});
