import type { Page } from "@playwright/test";
import { hydratedMark } from "../../site/first-paint.ts";
import { expect, inLanguage, pagePath, test, waitForHydration } from "./fixtures.ts";

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

/**
 * Visits pages until one has Inter at its first frame (which the browser may present before it
 * reads Inter from its cache: it must win at least once); none uses Inter otherwise, none moves.
 */
async function expectInterFromFirstFrame(page: Page, visit: (attempt: number) => Promise<unknown>) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await visit(attempt);
    await waitForHydration(page);
    const { atFirstFrame, now, shifts } = await page.evaluate(() => ({
      atFirstFrame: window.fontsAtFirstFrame ?? [],
      now: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
      shifts: window.layoutShifts,
    }));
    expect(shifts).toEqual([]);
    expect(now.includes(inter), "Inter in use only if it was at the first frame").toBe(atFirstFrame.includes(inter));
    if (atFirstFrame.includes(inter)) return;
  }
  throw new Error("Inter was not there at the first frame of any visit");
}

// The web font is the same file for either language: one journey, in English.
inLanguage("en", (locale) => {
  test(`a first visit paints in the fallback and caches Inter once interactive; the next page, and a page revisited, use it from their first frame or not at all, and never move for it, in ${locale}`, async ({
    page,
  }) => {
    await page.goto(pagePath("home", locale));
    await waitForHydration(page);
    // Read to its end into the cache: the visits below find it there only then.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(".woff2")),
    );
    const timing = await page.evaluate((mark) => {
      const hydrated = performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN;
      const font = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"));
      return { hydrated, fontRequested: font?.startTime ?? Number.NaN };
    }, hydratedMark);
    expect(timing.fontRequested, "Inter is fetched after the page is interactive").toBeGreaterThanOrEqual(
      timing.hydrated,
    );
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((f) => f.status === "loaded" && f.family === '"Inter Variable"'),
      ),
    ).toBe(false);
    expect(await page.evaluate(() => window.layoutShifts)).toEqual([]);

    // The next page inside the site asks for Inter in its <head> and finds it in the cache.
    const next = ["pricing", "contact", "download"] as const;
    await expectInterFromFirstFrame(page, async (attempt) => {
      // As a link goes: the page it leaves is the new one's referrer.
      const path = pagePath(next[attempt] ?? "home", locale);
      await page.evaluate((to) => location.assign(to), path);
      await page.waitForURL((url) => url.pathname === path);
    });
    // A page the browser revalidates.
    await expectInterFromFirstFrame(page, () => page.goto(pagePath("contact", locale)));
  });
});
