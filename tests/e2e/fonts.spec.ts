import type { Page } from "@playwright/test";
import { hydratedMark } from "../../site/first-paint.ts";
import { expect, followLink, inLanguage, pagePath, test, waitForHydration } from "./fixtures.ts";

/**
 * Inter never moves painted text (app/styles/web-font.ts): a first visit keeps the metric-matched
 * fallback and caches Inter once interactive; the next page inside the site uses Inter; a page the
 * browser revalidates uses Inter from its first frame, or not at all.
 */

declare global {
  interface Window {
    /** The faces in use when the first frame started, recorded before any script of the page ran. */
    fontsAtFirstFrame?: string[];
    layoutShifts?: number[];
  }
}

const inter = '"Inter Variable"';

/** The loaded faces of the document, by family. */
const loadedFaces = () => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family);

/** Until Inter, fetched once the page is interactive, is read to its end into the cache. */
async function interCached(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(".woff2")),
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      window.fontsAtFirstFrame = [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family);
    });
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.layoutShifts?.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
});

// The web font is the same file for either language: each test runs once, the languages taking turns.
inLanguage("en", (locale) => {
  test(`a first visit paints in the fallback, caches Inter once interactive and the next page uses it from its first frame, in ${locale}`, async ({
    page,
  }) => {
    await page.goto(pagePath("home", locale));
    await waitForHydration(page);
    await interCached(page);
    const timing = await page.evaluate((mark) => {
      const hydrated = performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN;
      const font = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"));
      return { hydrated, fontRequested: font?.startTime ?? Number.NaN };
    }, hydratedMark);
    expect(timing.fontRequested, "Inter is fetched after the page is interactive").toBeGreaterThanOrEqual(
      timing.hydrated,
    );
    expect(await page.evaluate(loadedFaces)).not.toContain(inter);
    expect(await page.evaluate(() => window.layoutShifts)).toEqual([]);

    // The next page asks for Inter in its <head> and finds it in the cache; it is used only if it
    // is there at the first frame, which the browser may present first: it must win at least once.
    const firstFrames: boolean[] = [];
    for (const id of ["pricing", "contact", "download"] as const) {
      if (firstFrames.includes(true)) break;
      await followLink(page, pagePath(id, locale));
      await waitForHydration(page);
      const atFirstFrame = await page.evaluate(() => window.fontsAtFirstFrame ?? []);
      expect((await page.evaluate(loadedFaces)).includes(inter), "Inter in use only if it was at the first frame").toBe(
        atFirstFrame.includes(inter),
      );
      expect(await page.evaluate(() => window.layoutShifts)).toEqual([]);
      firstFrames.push(atFirstFrame.includes(inter));
    }
    expect(firstFrames).toContain(true);
  });
});

inLanguage("es", (locale) => {
  test(`a page revisited uses Inter from its first frame or not at all, and never moves for it, in ${locale}`, async ({
    page,
  }) => {
    await page.goto(pagePath("contact", locale));
    await waitForHydration(page);
    // The revisits below find Inter in the cache only if this first visit's fetch completed.
    await interCached(page);
    // The browser may present the first frame before Inter is read from its cache; it must win at least once.
    const firstFrames: boolean[] = [];
    for (let visit = 0; visit < 3 && !firstFrames.includes(true); visit++) {
      await page.goto(pagePath("contact", locale));
      await waitForHydration(page);
      const { atFirstFrame, shifts } = await page.evaluate(() => ({
        atFirstFrame: window.fontsAtFirstFrame ?? [],
        shifts: window.layoutShifts,
      }));
      const now = await page.evaluate(loadedFaces);
      expect(now.includes(inter), "Inter in use now only if it was at the first frame").toBe(
        atFirstFrame.includes(inter),
      );
      expect(shifts).toEqual([]);
      firstFrames.push(atFirstFrame.includes(inter));
    }
    expect(firstFrames).toContain(true);
  });
});
