// `npm run bench:first-tap`: how soon a phone visitor's taps work (bench/README.md), in Debian's
// Chromium with Lighthouse's mobile conditions applied for real, not simulated. Goal: no tap lost,
// every control working from the first paint. It fails on nothing: timings swing with the load.
import { type Browser, type CDPSession, chromium, type Page } from "@playwright/test";
import { settle } from "../scripts/check-budgets.ts";
import { chromiumFlags, chromiumPath } from "../setup/ensure-chromium.ts";
import { hydratedMark } from "../site/first-paint.ts";
import { localeFromPath, locales } from "../site/locales.ts";
import { allPagePaths, counterpartPath } from "../site/pages.ts";
import { buildSite, median, startServer } from "./serve.ts";

const port = Number(process.env.BENCH_PORT ?? 4317);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const tapEveryMs = 300;
/** Taps stop here: a control that has not answered by then is reported as never answering. */
const giveUpMs = 20_000;

const phone = {
  latencyMs: 562.5,
  downloadBytesPerSecond: (1.4746 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
  cpuSlowdown: 4,
  // Lighthouse's mobile screen (a Moto G Power).
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

async function throttle(session: CDPSession): Promise<void> {
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: phone.downloadBytesPerSecond,
    uploadThroughput: phone.uploadBytesPerSecond,
  });
  await session.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdown });
}

/** A first visit, or a returning visitor's whose stored choice allows no vendor (no banner). */
type Visitor = "new" | "returning";

/** `path` opened on a phone, once it has painted: the page, its first paint, and how to close it. */
async function openOnPhone(
  browser: Browser,
  path: string,
  visitor: Visitor = "new",
): Promise<{ page: Page; painted: number; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: phone.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: phone.deviceScaleFactor,
    // A first visit from an English browser: no language redirect on arrival.
    locale: "en-US",
  });
  if (visitor === "returning") await settle(context, origin);
  const page = await context.newPage();
  await throttle(await context.newCDPSession(page));
  await page.goto(`${origin}${path}`, { waitUntil: "commit" });
  return { page, painted: await firstPaint(page), close: () => context.close() };
}

/** Milliseconds since the page's navigation started, by the page's own clock, once it answers. */
const pageNow = (page: Page) => page.evaluate(() => performance.now());

async function firstPaint(page: Page): Promise<number> {
  for (;;) {
    const paint = await page
      .evaluate(() => performance.getEntriesByName("first-paint")[0]?.startTime ?? null)
      .catch(() => null);
    if (paint !== null) return paint;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The menu's button and the menu it controls (`aria-controls`), found in the painted page: however
 * the menu is made (a popover, or markup a script adds), a tap worked when that menu is shown.
 */
async function menuControls(page: Page) {
  const toggle = page.locator("header button[aria-controls]").first();
  const target = await toggle.getAttribute("aria-controls");
  const box = await toggle.boundingBox();
  if (!target || !box) throw new Error("first-tap: the page has no phone menu button");
  return { target, x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function measureMenu(browser: Browser, path: string, visitor: Visitor) {
  const { page, painted, close } = await openOnPhone(browser, path, visitor);
  try {
    const { target, x, y } = await menuControls(page);
    let tapsLost = 0;
    let firstTap: number | null = null;
    let worked: number | null = null;
    while (worked === null && (firstTap === null || (await pageNow(page)) - firstTap < giveUpMs)) {
      const tapAt = await pageNow(page);
      firstTap ??= tapAt;
      await page.touchscreen.tap(x, y);
      // A tap that works opens the menu by the time the next is due.
      const opened = await page
        .waitForFunction((id) => document.getElementById(id)?.checkVisibility() === true, target, {
          timeout: tapEveryMs,
        })
        .then(() => true)
        .catch(() => false);
      if (opened) worked = tapAt - firstTap;
      else tapsLost++;
    }
    // From the first paint to the page's own mark that what the first view needs runs
    // (site/first-paint.ts): the islands that run at once have hydrated and consent has decided.
    const nowReady = await page
      .waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime, hydratedMark, { timeout: giveUpMs })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .then((at) => Math.max(0, at - painted))
      .catch(() => null);
    return { firstPaint: painted, nowReady, tapsLost, firstWorkingTapAfter: worked };
  } finally {
    await close();
  }
}

/**
 * Each island below the first screen: scrolled into view at the first paint (one load per island),
 * and the time from then until it had hydrated. The slowest, with its name.
 */
async function measureFurtherIslands(
  browser: Browser,
  path: string,
): Promise<{ name: string; after: number | null } | null> {
  let slowest: { name: string; after: number | null } | null = null;
  const count = await (async () => {
    const { page, close } = await openOnPhone(browser, path);
    try {
      return await page.locator('[data-island]:not([data-load="now"])').count();
    } finally {
      await close();
    }
  })();
  for (let index = 0; index < count; index++) {
    const { page, close } = await openOnPhone(browser, path);
    try {
      const island = page.locator('[data-island]:not([data-load="now"])').nth(index);
      const name = (await island.getAttribute("data-island")) ?? "?";
      const scrolled = await island.evaluate((element) => {
        (element.firstElementChild ?? element).scrollIntoView({ block: "center" });
        return performance.now();
      });
      const after = await island
        .evaluate(
          (element) =>
            new Promise<number>((resolve) => {
              if (element.hasAttribute("data-hydrated")) return resolve(performance.now());
              new MutationObserver((_, observer) => {
                if (!element.hasAttribute("data-hydrated")) return;
                observer.disconnect();
                resolve(performance.now());
              }).observe(element, { attributeFilter: ["data-hydrated"] });
            }),
          null,
          { timeout: giveUpMs },
        )
        .then((at) => at - scrolled)
        .catch(() => null);
      if (!slowest || after === null || (slowest.after !== null && after > slowest.after)) slowest = { name, after };
    } finally {
      await close();
    }
  }
  return slowest;
}

/** From a tap on the language switch at the first paint to the request for the other page. */
async function measureLanguageSwitch(browser: Browser, path: string, target: string): Promise<number | null> {
  const { page, close } = await openOnPhone(browser, path);
  try {
    const link = page.locator(`footer a[hreflang]`).first();
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error("first-tap: the page has no language switch link");
    const asked = page
      .waitForRequest((request) => new URL(request.url()).pathname === target && request.isNavigationRequest(), {
        timeout: giveUpMs,
      })
      .then(() => Date.now())
      .catch(() => null);
    const tapped = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const at = await asked;
    return at === null ? null : at - tapped;
  } finally {
    await close();
  }
}

const seconds = (ms: number | null) => (ms === null ? "never" : `${(ms / 1000).toFixed(2)} s`);

buildSite();
const server = await startServer(port);
// The full browser, as Lighthouse runs (CHROME_PATH overrides).
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
try {
  const paths = process.env.BENCH_PAGES?.split(",") ?? allPagePaths();
  console.log(
    `first-tap: ${paths.length} pages, median of ${runs} loads each, phone conditions (562.5 ms, 1.47 Mbps, 4× CPU, 412 × 823 at 1.75 dppx)`,
  );
  const row = (cells: string[]) => console.log(cells.map((cell) => cell.padEnd(16)).join(" | "));
  row([
    "page",
    "first paint",
    "ready, first visit",
    "ready, returning",
    "further: slowest",
    "menu taps lost",
    "menu: first working tap after",
    "language switch: tap to request",
  ]);
  let lost = 0;
  for (const path of paths) {
    const menus: Awaited<ReturnType<typeof measureMenu>>[] = [];
    const returning: (number | null)[] = [];
    const switches: (number | null)[] = [];
    const further: ({ name: string; after: number | null } | null)[] = [];
    const other = locales.find((locale) => locale !== localeFromPath(path));
    if (!other) throw new Error("first-tap: the site has one language; there is no switch to tap");
    const target = counterpartPath(path, other);
    for (let run = 0; run < runs; run++) {
      menus.push(await measureMenu(browser, path, "new"));
      returning.push((await measureMenu(browser, path, "returning")).nowReady);
      switches.push(await measureLanguageSwitch(browser, path, target));
      further.push(await measureFurtherIslands(browser, path));
    }
    const furthest = further.find((entry) => entry !== null);
    const pick = (values: (number | null)[]) =>
      values.includes(null) ? null : median(values.filter((value): value is number => value !== null));
    const tapsLost = median(menus.map((figures) => figures.tapsLost));
    lost += menus.reduce((sum, figures) => sum + figures.tapsLost, 0);
    row([
      path,
      seconds(pick(menus.map((figures) => figures.firstPaint))),
      seconds(pick(menus.map((figures) => figures.nowReady))),
      seconds(pick(returning)),
      furthest ? `${seconds(pick(further.map((entry) => entry?.after ?? null)))} ${furthest.name}` : "none",
      String(tapsLost),
      seconds(pick(menus.map((figures) => figures.firstWorkingTapAfter))),
      seconds(pick(switches)),
    ]);
  }
  console.log(
    `first-tap: ${lost} menu taps lost in all (goal: 0); goal for each interactive part: ready within 1.5 s of the first paint, or of being scrolled to`,
  );
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
