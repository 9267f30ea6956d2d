import type { Page } from "@playwright/test";
import { loadLegalText } from "../../content/legal/index.ts";
import { brand } from "../../site/brand.ts";
import { readPublicConfig } from "../../site/config.ts";
import { localeFromPath } from "../../site/locales.ts";
import { counterpartPath, type PageId } from "../../site/pages.ts";
import { isExternal, redirectTable } from "../../site/redirects.ts";
import {
  everyPage,
  expect,
  heroSelector,
  holdRequests,
  type Locale,
  languageSwitchName,
  locales,
  pagePath,
  test,
  text,
  waitForHydration,
} from "./fixtures.ts";

const config = readPublicConfig(process.env);
const redirects = redirectTable(config);

test.describe("every page in both languages", () => {
  for (const { id, locale, path } of everyPage) {
    test(`${path} answers 200 in ${locale} with its translated title, header and the whole footer`, async ({
      page,
      navigate,
    }) => {
      await navigate(id, locale);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(text(locale, `meta.${id}.title`))));
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(
        page.getByRole("banner").getByRole("link", { name: text(locale, "navigation.logoLabel") }),
      ).toBeVisible();
      await expectWholeFooter(page, locale, path);
    });
  }
});

/**
 * docs/product.md: every link of the product to its page in the page's language, the blog and the
 * five social networks in a new tab, the photo credit, the copyright with the current year, the
 * language switch with the active language disabled, and the "Cookie settings" link.
 */
async function expectWholeFooter(page: Page, locale: Locale, path: string) {
  const footer = page.getByRole("contentinfo");
  const pages: [string, PageId][] = [
    ["navigation.home", "home"],
    ["navigation.music", "music"],
    ["navigation.sports", "sports"],
    ["navigation.platform", "platform"],
    ["footer.contact", "contact"],
    ["footer.privacy", "privacy"],
    ["footer.terms", "terms"],
    ["footer.businessTerms", "businessTerms"],
    ["footer.professionalServices", "professionalServices"],
    ["footer.download", "download"],
  ];
  for (const [key, id] of pages) {
    await expect(footer.getByRole("link", { name: text(locale, key), exact: true })).toHaveAttribute(
      "href",
      pagePath(id, locale),
    );
  }
  const external = (name: string) =>
    footer.getByRole("link", { name: `${name} ${text(locale, "a11y.opensInNewTab")}`, exact: true });
  await expect(external(text(locale, "footer.blog"))).toHaveAttribute("href", config.BLOG_URL);
  const social = footer.getByRole("list", { name: text(locale, "footer.social") }).getByRole("link");
  await expect(social).toHaveCount(5);
  const networks = {
    X: config.SOCIAL_X_URL,
    Instagram: config.SOCIAL_INSTAGRAM_URL,
    LinkedIn: config.SOCIAL_LINKEDIN_URL,
    TikTok: config.SOCIAL_TIKTOK_URL,
    YouTube: config.SOCIAL_YOUTUBE_URL,
  };
  for (const [name, href] of Object.entries(networks)) {
    await expect(external(name)).toHaveAttribute("href", href);
    await expect(external(name)).toHaveAttribute("target", "_blank");
    // Each network shows its mark, in a 44 px target, and is named only for assistive technology.
    await expect(external(name).locator("svg")).toBeVisible();
    const box = await external(name).boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    const visibleText = await external(name).evaluate((link) =>
      [...link.childNodes].filter(
        (node) => node.nodeName !== "svg" && !(node as Element).classList?.contains("sr-only"),
      ),
    );
    expect(visibleText).toHaveLength(0);
  }
  await expect(footer).toContainText(text(locale, "footer.photoCredit"));
  await expect(footer).toContainText(
    text(locale, "footer.copyright", { year: new Date().getFullYear(), entity: brand.legalEntity }),
  );
  const other = locale === "en" ? "es" : "en";
  await expect(footer.getByRole("button", { name: languageSwitchName(locale) })).toBeDisabled();
  await expect(footer.getByRole("link", { name: languageSwitchName(other) })).toHaveAttribute(
    "href",
    counterpartPath(path, other),
  );
  await expect(footer.getByRole("button", { name: text(locale, "footer.cookieSettings"), exact: true })).toBeVisible();
}

for (const locale of locales) {
  test(`the copyright shows the visitor's year when the page is read in a later year than it was built, in ${locale}`, async ({
    page,
    request,
    navigate,
  }) => {
    const built = new Date().getFullYear();
    const later = built + 3;
    const copyright = (year: number) => text(locale, "footer.copyright", { year, entity: brand.legalEntity });
    // The prerendered HTML says the build year (its text, once tags are taken out); the loader puts the visitor's.
    const html = await (await request.get(pagePath("home", locale))).text();
    expect(html.replaceAll(/<!--.*?-->|<[^>]+>/g, "")).toContain(copyright(built));
    await page.clock.setFixedTime(new Date(`${later}-01-02T10:00:00`));
    await navigate("home", locale);
    await expect(page.getByRole("contentinfo")).toContainText(copyright(later));
  });
}

test.describe("the 404 page", () => {
  const cases: { path: string; locale: Locale }[] = [
    { path: "/no-such-page", locale: "en" },
    { path: "/es/no-existe", locale: "es" },
  ];
  for (const { path, locale } of cases) {
    test(`${path} answers 404 in ${locale}, logs the path and links home`, async ({ page }) => {
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
      await page.getByRole("link", { name: text(locale, "notFound.returnHome") }).click();
      await expect(page).toHaveURL(locale === "es" ? /\/es$/ : /:\d+\/$/);
    });
  }
});

for (const locale of locales) {
  test(`a route change scrolls to the top of the new page, in ${locale}`, async ({ page, navigate }) => {
    await navigate("music", locale);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: text(locale, "footer.terms") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("terms", locale)}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(`an in-page call to action jumps to its anchor without smooth scrolling under reduced motion, in ${locale}`, async ({
    page,
    navigate,
  }) => {
    await navigate("platform", locale);
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
  });
}

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

  test("a stored choice of English wins over a Spanish browser", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX" });
    // Each of the site's documents (not the blank page a new tab starts with, which has no storage).
    await context.addInitScript(() => {
      if (location.protocol.startsWith("http")) localStorage.setItem("i18nextLng", "en");
    });
    const page = await context.newPage();
    await page.goto("/music");
    await waitForHydration(page);
    // The arrival decided to stay (the mark is set before hydration is reported), so the URL below
    // is final, not a redirect still on its way.
    await expect(page.locator("html")).toHaveAttribute("data-language-redirect", "none");
    await expect(page).toHaveURL(/\/music$/);
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

  test("an English browser's first visit stores English", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-GB" });
    const page = await context.newPage();
    await page.goto("/music");
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    await context.close();
  });
});

for (const locale of locales) {
  test(`the language switch lands on every page's counterpart from ${locale}`, async ({ page, consoleErrors: _ }) => {
    test.setTimeout(180_000); // thirteen pages, each loaded and switched
    const other = locale === "en" ? "es" : "en";
    for (const { id, path } of everyPage.filter((entry) => entry.locale === locale)) {
      // The previous switch stored a choice of language, which would send this arrival elsewhere.
      if (page.url().startsWith("http")) await page.evaluate(() => localStorage.clear());
      await page.goto(path);
      await waitForHydration(page);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("button", { name: languageSwitchName(locale) })).toBeDisabled();
      await footer.getByRole("link", { name: languageSwitchName(other) }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(text(other, `meta.${id}.title`))));
      expect(new URL(page.url()).pathname).toBe(
        everyPage.find((entry) => entry.id === id && entry.locale === other)?.path,
      );
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe(other);
    }
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
