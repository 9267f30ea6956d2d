import { everyPage, expect, type Locale, languageSwitchName, locales, pagePath, test, text } from "./fixtures.ts";

/**
 * With JavaScript off, every page reads and navigates fully in both languages, with its whole
 * stylesheet, and the carousels move by themselves (scroll snap) and by their dots (links). The
 * menu (header.spec.ts) and the contact form (contact.spec.ts) have their own tests without it.
 */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page in both languages shows its content with its whole stylesheet, fits the screen and links on", async ({
    page,
  }) => {
    test.setTimeout(180_000); // every page in both languages, one after another
    for (const { locale, path } of everyPage) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("h1"), path).toBeVisible();
      // The full stylesheet (the <noscript> link) is in use, not only the page's critical rules.
      expect(
        await page.evaluate(() =>
          [...document.styleSheets].some((sheet) => !sheet.disabled && sheet.href?.includes("/assets/")),
        ),
        path,
      ).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${path} overflows`,
      ).toBe(true);
      const footer = page.getByRole("contentinfo");
      await expect(
        footer.getByRole("link", { name: text(locale, "footer.privacy"), exact: true }),
        path,
      ).toHaveAttribute("href", pagePath("privacy", locale));
    }
  });

  for (const locale of locales) {
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
    });
  }

  test("the language switch goes to the other language's page", async ({ page }) => {
    for (const [from, to] of [
      ["en", "es"],
      ["es", "en"],
    ] as [Locale, Locale][]) {
      await page.goto(pagePath("pricing", from));
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: languageSwitchName(to) })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === pagePath("pricing", to));
      await expect(page.locator("html")).toHaveAttribute("lang", to);
    }
  });
});
