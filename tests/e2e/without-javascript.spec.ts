import { expect, inLanguage, pagePath, test, text } from "./fixtures.ts";

/**
 * With JavaScript off, every page reads and navigates fully in both languages, with its whole
 * stylesheet (checked on each page's one load without it, with what crawlers read: seo.spec.ts),
 * and the carousels move by themselves (scroll snap) and by their dots (links). The menu
 * (header.spec.ts) and the contact form (contact.spec.ts) have their own tests without it; the
 * language switch is a plain link to the other language's page (every-page.spec.ts).
 */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Scroll snap and the dots' links are the same in either language: one test, in English.
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
