import type { APIRequestContext, Page } from "@playwright/test";
import { manifestHref } from "../../app/styles/head-links.ts";
import { brand } from "../../site/brand.ts";
import { readPublicConfig } from "../../site/config.ts";
import {
  axeViolations,
  cspViolations,
  escapeRegExp,
  expect,
  hydrateEveryIsland,
  type Locale,
  languageSwitchName,
  locales,
  type PageId,
  pageIds,
  pagePath,
  recordCspViolations,
  test,
  text,
  waitForHydration,
} from "./fixtures.ts";
import { expectCallsToAction, expectPrerenderedContent, expectProductContent, productPages } from "./page-content.ts";

// What holds on every page, and what each product page shows (page-content.ts): one test per page
// checks its English version in steps, follows the language switch, checks the Spanish one, and
// switches back. The layout is CSS alone: a resize lays the page out as a load at that width would.

const config = readPublicConfig(process.env);

/** The pages whose design has feature icon tiles. */
const pagesWithIconTiles: PageId[] = ["home", "music", "smartTicketing", "sports", "platform", "download", "pricing"];

declare global {
  interface Window {
    removedDuringHydration?: string[];
    stopWatching?: () => void;
  }
}

/**
 * The elements removed (and not put back) from DOMContentLoaded on: an island must adopt its
 * prerendered markup, not re-create it (the page would flash). Preload hints may go.
 */
function watchRemovals() {
  const removed: string[] = [];
  window.removedDuringHydration = removed;
  const expected = (node: Element) =>
    node.localName === "link" && ["preload", "modulepreload"].includes(node.getAttribute("rel") ?? "");
  const record = (records: MutationRecord[]) => {
    // A node moved (removed and inserted again) is connected again by now.
    for (const { removedNodes } of records)
      for (const node of removedNodes)
        if (node instanceof Element && !node.isConnected && !expected(node)) removed.push(node.outerHTML.slice(0, 120));
  };
  document.addEventListener("DOMContentLoaded", () => {
    const observer = new MutationObserver(record);
    observer.observe(document, { childList: true, subtree: true });
    window.stopWatching = () => {
      record(observer.takeRecords());
      observer.disconnect();
    };
  });
}

/**
 * docs/product.md: every link of the product to its page in the page's language, the blog and the
 * five social networks in a new tab, the photo credit and the copyright with the current year (its
 * consent buttons are the consent tests'; the language switch is switchLanguage's).
 */
async function expectWholeFooter(page: Page, locale: Locale) {
  const footer = page.getByRole("contentinfo");
  const pages =
    "navigation.home navigation.music navigation.sports navigation.platform footer.contact footer.privacy footer.terms footer.businessTerms footer.professionalServices footer.download";
  for (const key of pages.split(" ")) {
    const link = footer.getByRole("link", { name: text(locale, key), exact: true });
    await expect(link).toHaveAttribute("href", pagePath(key.split(".")[1] as PageId, locale));
  }
  const external = (name: string) =>
    footer.getByRole("link", { name: `${name} ${text(locale, "a11y.opensInNewTab")}`, exact: true });
  await expect(external(text(locale, "footer.blog"))).toHaveAttribute("href", config.BLOG_URL);
  await expect(footer.getByRole("list", { name: text(locale, "footer.social") }).getByRole("link")).toHaveCount(5);
  for (const name of ["X", "Instagram", "LinkedIn", "TikTok", "YouTube"]) {
    // Each network shows its mark, in a 44 px target, and is named only for assistive technology.
    const link = external(name);
    await expect(link).toHaveAttribute("href", config[`SOCIAL_${name.toUpperCase() as "X"}_URL`]);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link.locator("svg")).toBeVisible();
    expect(
      await link.evaluate((element) => ({
        small: Math.min(element.getBoundingClientRect().width, element.getBoundingClientRect().height) < 44,
        shown: [...element.childNodes].filter(
          (node) => node.nodeName !== "svg" && !(node as Element).classList?.contains("sr-only"),
        ).length,
      })),
    ).toEqual({ small: false, shown: 0 });
  }
  await expect(footer).toContainText(text(locale, "footer.photoCredit"));
  await expect(footer).toContainText(
    text(locale, "footer.copyright", { year: new Date().getFullYear(), entity: brand.legalEntity }),
  );
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every check of one page in one language (no text left untranslated is pseudo-locale.spec.ts's). */
async function checkPage(page: Page, request: APIRequestContext, id: PageId, locale: Locale): Promise<void> {
  const path = pagePath(id, locale);
  await waitForHydration(page);

  await test.step(`${path}: answers 200, preloads a hero's first picture from the head and nothing else, every island hydrates without removing or re-creating a prerendered element, and the web app manifest is linked once the page is interactive, not while it loads`, async () => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    // The hero's first picture, the largest paint, is preloaded from the head, never from an island.
    const [head = "", body = ""] = (await response.text()).split("</head>");
    expect(head + body).not.toMatch(/<link[^>]*rel="manifest"/);
    expect(body).not.toMatch(/<link rel="preload"/);
    const eager = /<picture[^>]*>(<source[^>]*>)+<img[^>]*fetchPriority="high"/.exec(body)?.[0];
    const avif = eager && (/<source type="image\/avif" srcSet="([^"]+)"/.exec(eager)?.[1] ?? "an AVIF source");
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([link]) => [
      /imageSrcSet="([^"]+)"/.exec(link)?.[1],
      link.includes('fetchPriority="high"'),
    ]);
    expect(preloads).toEqual(avif ? [[avif, true]] : []);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", manifestHref);
    // The islands further down hydrate as they come near: each is brought into view in turn.
    await hydrateEveryIsland(page);
    await page.evaluate(() => window.stopWatching?.());
    expect(await page.evaluate(() => window.removedDuringHydration)).toEqual([]);
  });

  await test.step(`${path}: axe finds no WCAG 2.2 A/AA violation at 390 and 1440 px`, async () => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
    }
  });

  await test.step(`${path}: its language, translated title, one h1, the header and the whole footer`, async () => {
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(text(locale, `meta.${id}.title`))));
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(
      page.getByRole("banner").getByRole("link", { name: text(locale, "navigation.logoLabel") }),
    ).toBeVisible();
    await expectWholeFooter(page, locale);
  });

  if (productPages.includes(id)) {
    await test.step(`${path}: shows its hero, then every section with its anchor in the product's order, and its own content`, () =>
      expectProductContent(page, id, locale));
  }

  await test.step(`${path}: feature icon tiles stay 48 px squares at every width, and no CSP violation`, async () => {
    const sizes: string[] = [];
    for (const width of [1440, 768, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      const tiles = page.locator("[data-icon-tile]");
      sizes.push(...(await tiles.evaluateAll((all) => all.map((tile) => `${tile.clientWidth}x${tile.clientHeight}`))));
    }
    expect(sizes.filter((size) => size !== "48x48")).toEqual([]);
    // A deletion check: on the pages whose design has them, the tiles are there to measure.
    if (pagesWithIconTiles.includes(id)) expect(sizes.length).toBeGreaterThan(0);
    expect(await cspViolations(page)).toEqual([]);
  });

  await test.step(`${path}: reflows at 320 px without horizontal scrolling (WCAG 1.4.10)`, async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await overflow(page), `${path} at 320 px`).toBeLessThanOrEqual(0);
  });

  if (productPages.includes(id)) {
    await test.step(`${path}: its calls to action scroll, open pages and leave the site as the product says`, () =>
      expectCallsToAction(page, id, locale));
  }

  // Last on the page: the text stays enlarged.
  await test.step(`${path}: reflows at 200% text size without horizontal scrolling (WCAG 1.4.4)`, async () => {
    // A 1280 px window zoomed to 200% is 640 CSS px wide.
    await page.setViewportSize({ width: 640, height: 800 });
    await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    expect(await overflow(page), `${path} at 200% text`).toBeLessThanOrEqual(0);
  });
}

/** Follows the footer's language switch from `from` to `to`, as a visitor does, to the page's counterpart. */
async function switchLanguage(page: Page, id: PageId, from: Locale, to: Locale) {
  await test.step(`the language switch of ${pagePath(id, from)} lands on ${pagePath(id, to)}`, async () => {
    // The next page is laid out at a phone's width, as the first was.
    await page.setViewportSize({ width: 390, height: 900 });
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("button", { name: languageSwitchName(from) })).toBeDisabled();
    await footer.getByRole("link", { name: languageSwitchName(to) }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", to);
    expect(new URL(page.url()).pathname).toBe(pagePath(id, to));
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe(to);
  });
}

for (const locale of locales) {
  test(`every product page's prerendered HTML shows its words, its sections in order and its statistics, in ${locale}`, () =>
    expectPrerenderedContent(locale));
}

for (const id of pageIds) {
  test(`${pagePath(id, "en")} and ${pagePath(id, "es")}: served, hydrated, accessible, reflowing, with the whole header and footer, translated, showing the product's content with working calls to action, and switching language to each other`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000); // two languages, each hydrated whole, scanned twice and laid out at six widths
    await page.addInitScript(recordCspViolations);
    await page.addInitScript(watchRemovals);
    await page.setViewportSize({ width: 390, height: 900 });
    const response = await page.goto(pagePath(id, "en"));
    expect(response?.status()).toBe(200);
    await checkPage(page, request, id, "en");
    await switchLanguage(page, id, "en", "es");
    await checkPage(page, request, id, "es");

    await switchLanguage(page, id, "es", "en");
  });
}
