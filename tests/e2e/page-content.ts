import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { formatStat, type PromotionalStat } from "../../content/promotional-stats.ts";
import { readPublicConfig } from "../../site/config.ts";
import { pages } from "../../site/pages.ts";
import {
  escapeRegExp,
  expect,
  heroSelector,
  type Locale,
  type PageId,
  pageIds,
  pagePath,
  readDictionary,
  test,
  text,
} from "./fixtures.ts";

// What each product page shows (docs/product.md): its words in its prerendered HTML, what needs
// a browser on its one load in every-page.spec.ts.

const config = readPublicConfig({});

/** Each product page's section anchors in the product's order; the page ends with the contact section. */
const sections: Partial<Record<PageId, string>> = {
  home: "industries platform final-cta",
  music: "platform smart-ticketing digital-experience loyalty-rewards final-cta",
  smartTicketing: "platform vip-season-passes secondary-market case-study granular-control resale-strategy final-cta",
  sports: "platform smart-ticketing digital-experience loyalty-rewards final-cta",
  platform: "access-studio experience-studio loyalty-studio marketing-studio reporting-studio ai-studio final-cta",
  download: "download-section scanner-features final-cta",
  contact: "final-cta",
  comparison: "comparison-table final-cta",
};

/** The promotional statistics each page shows, written as the product states them. */
const stats: Partial<Record<PageId, PromotionalStat[]>> = {
  home: ["vipRetention", "spendIncrease", "recommendation", "fraudReduction"],
  music: ["fraudReduction", "recommendation", "spendIncrease"],
  smartTicketing: ["vipPerkRedemption", "vipRetention", "fraudReduction", "festivalResaleRevenue"],
};

export const productPages = pageIds.filter((id) => sections[id]);

/** The page's prerendered HTML with the entities React writes read back, and its text alone. */
function prerendered(id: PageId, locale: Locale) {
  const path = pagePath(id, locale).replace(/\/?$/, "/");
  const html = readFileSync(new URL(`../../build/client${path}index.html`, import.meta.url), "utf8").replace(
    /&(amp|quot|#x27|lt|gt);/g,
    (_, name: string) => ({ amp: "&", quot: '"', "#x27": "'", lt: "<", gt: ">" })[name] ?? "",
  );
  return { html, text: html.replace(/<[^>]+>/g, "") };
}

/** The strings of a dictionary, by key. */
function strings(node: unknown, key: string): [string, string][] {
  if (typeof node === "string") return [[key, node]];
  return Object.entries(node as object).flatMap(([name, child]) => strings(child, `${key}.${name}`));
}

/**
 * Every string of the product pages' namespaces is in the prerendered HTML of a page that uses it,
 * as text or in an attribute (the parts around a `{{value}}` or a `<0>` tag); each page's sections
 * are there in order, and its statistics.
 */
export function expectPrerenderedContent(locale: Locale) {
  const rendered = new Map(productPages.map((id) => [id, prerendered(id, locale)]));
  for (const namespace of new Set(productPages.flatMap((id) => pages[id].namespaces))) {
    const users = productPages
      .filter((id) => (pages[id].namespaces as readonly string[]).includes(namespace))
      .map((id) => rendered.get(id));
    const missing = strings(readDictionary(locale, namespace), namespace).filter(([, value]) =>
      value
        .split(/\{\{\s*\w+\s*\}\}|<\/?\d+>/)
        .map((part) => part.trim())
        .some((part) => part && !users.some((page) => page?.html.includes(part) || page?.text.includes(part))),
    );
    expect(missing, `${locale}/${namespace}: strings not rendered`).toEqual([]);
  }
  for (const [id, page] of rendered) {
    const anchors = (sections[id] ?? "").split(" ");
    const positions = anchors.map((anchor) => page.html.indexOf(` id="${anchor}"`));
    expect(positions, `${id} ${locale}: ${anchors.join(", ")} in order`).toEqual(
      [...positions].sort((a, b) => a - b).map((at) => (at < 0 ? Number.NaN : at)),
    );
    for (const stat of stats[id] ?? []) expect(page.text, `${id} ${locale}`).toContain(formatStat(stat, locale));
  }
  for (const [id, href] of [
    ["home", config.APP_LOGIN_URL],
    ["download", config.APP_STORE_URL],
    ["download", config.PLAY_STORE_URL],
    ["contact", `mailto:${config.CONTACT_EMAIL}`],
  ] as const) {
    expect(rendered.get(id)?.html).toContain(`href="${href}"`);
  }
}

/** The anchor is at the top of the viewport (below the sticky header), or the page cannot scroll further. */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate((anchor) => {
          const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? Number.NaN;
          const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
          return (top >= -2 && top <= 160) || (atBottom && top < window.innerHeight);
        }, id),
      { message: `#${id} scrolled into view` },
    )
    .toBe(true);
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
}

/** The hero, the comparison table on a phone, the hero's height (the home highlights are motion.spec.ts's). */
export async function expectProductContent(page: Page, id: PageId, locale: Locale) {
  const hero = page.locator(heroSelector);
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = { home: "home:hero.heading1", smartTicketing: "music:smartTicketing.hero.title" }[id as string];
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(text(locale, title ?? `${id}:hero.title`));
  expect(await page.evaluate(() => document.querySelector("main")?.lastElementChild?.id)).toBe("final-cta");
  if (id === "comparison") {
    await test.step("the comparison table whole on a 320 px phone", async () => {
      await page.setViewportSize({ width: 320, height: 720 });
      const table = page.getByRole("table", { name: text(locale, "comparison:table.caption") });
      await expect(table.getByRole("row")).toHaveCount(13);
      const row = table.getByRole("row", {
        name: new RegExp(escapeRegExp(text(locale, "comparison:table.rows.resale.feature"))),
      });
      await expect(row).toContainText(text(locale, "comparison:table.columns.keystub"));
      expect(await table.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(320);
    });
  }
  // The hero's height (app/components/ui/README.md): 450 px from the large breakpoint up, at least
  // that below, nothing clipped.
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const fits = () =>
      hero.evaluate((element) => [
        element.getBoundingClientRect().height,
        element.scrollHeight > element.clientHeight + 1,
      ]);
    await expect.poll(fits, `the hero at ${width} px`).toEqual([width >= 1024 ? 450 : expect.any(Number), false]);
    expect((await fits())[0]).toBeGreaterThanOrEqual(450);
  }
}

/**
 * Every call to action in <main>: a link to an anchor scrolls to it, a link to another page opens
 * it in the same language at the top, a link off the site opens a new tab (last: they navigate).
 */
export async function expectCallsToAction(page: Page, id: PageId, locale: Locale) {
  // Jumps (reduced motion): gliding is routes.spec.ts's.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  const main = page.getByRole("main");
  for (const link of await main.locator("a[target=_blank]").all()) {
    expect([config.APP_LOGIN_URL, config.APP_STORE_URL, config.PLAY_STORE_URL]).toContain(
      await link.getAttribute("href"),
    );
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toContainText(text(locale, "a11y.opensInNewTab"));
  }
  // Not a carousel's dots (`#_carousel…`), which are motion.spec.ts's.
  for (const selector of ["a[href^='#']:not([href^='#_'])", "a[href^='/']"]) {
    const links = main.locator(selector);
    for (let index = 0; index < (await links.count()); index++) {
      const href = (await links.nth(index).getAttribute("href")) ?? "";
      await test.step(`link ${index + 1} to ${href}`, async () => {
        await links.nth(index).scrollIntoViewIfNeeded();
        await links.nth(index).click();
        if (href.startsWith("#")) {
          await expectScrolledTo(page, href.slice(1));
          expect(new URL(page.url()).pathname).toBe(pagePath(id, locale));
          return page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        }
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        // Back to the page, as the browser's Back button takes a visitor, for the next link.
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(pagePath(id, locale))}(#[\\w-]+)?$`));
      });
    }
  }
  await page.emulateMedia({ reducedMotion: null });
}
