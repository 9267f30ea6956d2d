import { brand } from "../../site/brand.ts";
import {
  cspViolations,
  expect,
  heroSelector,
  inLanguage,
  languageSwitchName,
  open,
  pagePath,
  recordCspViolations,
  test,
  text,
  waitForHydration,
} from "./fixtures.ts";

// Moving around the site: the 404 pages, scrolling to an anchor, and the language a visitor
// arrives in. Every page and its language switch are every-page.spec.ts's.

// The loader writes the visitor's year into the copyright line whatever its language: one test, in English.
inLanguage("en", (locale) =>
  test(`the copyright shows the visitor's year when the page is read in a later year than it was built, in ${locale}`, async ({
    page,
    request,
  }) => {
    const built = new Date().getFullYear();
    const later = built + 3;
    const copyright = (year: number) => text(locale, "footer.copyright", { year, entity: brand.legalEntity });
    // The prerendered HTML says the build year (its text, once tags are taken out); the loader puts the visitor's.
    const html = await (await request.get(pagePath("home", locale))).text();
    expect(html.replaceAll(/<!--.*?-->|<[^>]+>/g, "")).toContain(copyright(built));
    await page.clock.setFixedTime(new Date(`${later}-01-02T10:00:00`));
    await open(page, "home", locale);
    await expect(page.getByRole("contentinfo")).toContainText(copyright(later));
  }),
);

test.describe("the 404 page", () => {
  for (const [path, locale] of [
    ["/no-such-page", "en"],
    ["/es/no-existe", "es"],
  ] as const) {
    test(`${path} answers 404 in ${locale} with no Content-Security-Policy violation, logs the path and links home (its noindex is app/seo.test.ts's)`, async ({
      page,
    }) => {
      await page.addInitScript(recordCspViolations);
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "notFound.title"));
      expect(warnings.some((warning) => warning.includes(path))).toBe(true);
      expect(await cspViolations(page)).toEqual([]);
      await page.getByRole("link", { name: text(locale, "notFound.returnHome") }).click();
      await expect(page).toHaveURL(locale === "es" ? /\/es$/ : /:\d+\/$/);
    });
  }
});

// That a link to another page opens it at the top is every-page.spec.ts's (page-content.ts).
inLanguage("en", (locale) =>
  test(`an in-page call to action jumps to its anchor without smooth scrolling under reduced motion, in ${locale}`, async ({
    page,
  }) => {
    await open(page, "platform", locale);
    const button = page.locator(heroSelector).getByRole("link", { name: text(locale, "platform:actions.contactUs") });
    // Where the page stands right after the click, in the same task: an instant scroll has arrived,
    // a smooth one has not started to move yet.
    const clickAndMeasure = () =>
      button.evaluate((element) => {
        window.scrollTo({ top: 0, behavior: "instant" });
        (element as HTMLElement).click();
        return window.scrollY;
      });

    await page.emulateMedia({ reducedMotion: "reduce" });
    const arrived = await clickAndMeasure();
    expect(arrived).toBeGreaterThan(0);
    await expect(page).toHaveURL(/#final-cta$/);
    await expect(page.locator("#final-cta")).toBeFocused();
    await expect(page.locator("#final-cta")).toBeInViewport();

    // Without the preference the same click glides there: nothing has moved yet, then it arrives.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await clickAndMeasure()).toBe(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(arrived);
  }),
);

test.describe("arriving on an English path", () => {
  test("a Spanish browser is sent to the Spanish counterpart", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX" });
    const page = await context.newPage();
    await page.goto("/music");
    await expect(page).toHaveURL(/\/es\/musica$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // The Spanish page is the arrival's end: it stays.
    await expect(page.locator("html")).toHaveAttribute("data-language-redirect", "none");
    await context.close();
  });

  test("the language detected on a first visit is remembered, and an explicit choice still wins", async ({
    browser,
  }) => {
    // An English browser whose first visit is a Spanish page: the page's language is the one detected.
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/es/musica");
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("es");
    // The next visit is not detected again: the English path leads to the Spanish page.
    await page.goto("/music");
    await expect(page).toHaveURL(/\/es\/musica$/);
    // Choosing English in the footer replaces what was detected.
    await waitForHydration(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: languageSwitchName("en") })
      .click();
    await expect(page).toHaveURL(/\/music$/);
    await page.goto("/sports");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/sports$/);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    await context.close();
  });

  // Its end is a stored choice of English winning over a Spanish browser.
  test("a language chosen before the page's script ran sticks: the arrival does not undo it", async ({ browser }) => {
    // A Spanish browser that chose Spanish: an arrival on /music from outside would go to /es/musica.
    const context = await browser.newContext({ locale: "es-MX" });
    await context.addInitScript(() => {
      if (location.protocol.startsWith("http"))
        localStorage.setItem("i18nextLng", localStorage.getItem("i18nextLng") ?? "es");
    });
    const page = await context.newPage();
    // The Spanish page's scripts never arrive (they are never answered, and are dropped with the
    // page): the visitor uses the switch as the HTML has it. The next page's are answered. (Releasing
    // them instead would let the Spanish page hydrate while the test taps: another case.)
    await page.route("**/*.js", async (route) => {
      if (new URL(route.request().frame().url()).pathname === "/es/musica") return;
      await route.continue();
    });
    await page.goto("/es/musica");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: languageSwitchName("en") })
      .click();
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-language-redirect", "none");
    await expect(page).toHaveURL(/\/music$/);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    // The choice is remembered: the next arrival from outside stays in English.
    await page.goto("/sports");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/sports$/);
    await context.close();
  });
});
