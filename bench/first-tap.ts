// `npm run bench:first-tap` (bench/README.md): how soon a phone visitor's taps work, under Lighthouse's
// mobile conditions applied for real. It fails on nothing: timings swing with the load.
import { type Browser, chromium, type Page } from "@playwright/test";
import { settle } from "../scripts/check-budgets.ts";
import { chromiumFlags, chromiumPath } from "../setup/ensure-chromium.ts";
import { hydratedMark } from "../site/first-paint.ts";
import { localeFromPath, locales } from "../site/locales.ts";
import { allPagePaths, counterpartPath } from "../site/pages.ts";
import { buildSite, median, printTable, startServer } from "./serve.ts";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const tapEveryMs = 300;
/** Taps stop here: a control that has not answered by then is reported as never answering. */
const giveUpMs = 20_000;

buildSite();
const server = await startServer();

/** `path` opened on a phone (Lighthouse's Moto G Power, throttled as its mobile preset), once it has painted. */
async function openOnPhone(browser: Browser, path: string, returning = false) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
    // A first visit from an English browser: no language redirect on arrival.
    locale: "en-US",
  });
  // A returning visitor's stored choice allows no vendor (no banner).
  if (returning) await settle(context, server.url);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.4746 * 1024 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${server.url}${path}`, { waitUntil: "commit" });
  const painted = await page.waitForFunction(() => performance.getEntriesByName("first-paint")[0]?.startTime, null, {
    polling: 20,
    timeout: 0,
  });
  return { page, painted: (await painted.jsonValue()) as number, close: () => context.close() };
}

/** Milliseconds since the page's navigation started, by the page's own clock. */
const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Taps the menu's button every 300 ms from the first paint until its menu shows; and when the first view was ready. */
async function measureMenu(browser: Browser, path: string, returning = false) {
  const { page, painted, close } = await openOnPhone(browser, path, returning);
  try {
    const toggle = page.locator("header button[aria-controls]").first();
    const target = await toggle.getAttribute("aria-controls");
    const box = await toggle.boundingBox();
    if (!target || !box) throw new Error("first-tap: the page has no phone menu button");
    let tapsLost = 0;
    let firstTap: number | null = null;
    let worked: number | null = null;
    while (worked === null && (firstTap === null || (await pageNow(page)) - firstTap < giveUpMs)) {
      const tapAt = await pageNow(page);
      firstTap ??= tapAt;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      const opened = await page
        .waitForFunction((id) => document.getElementById(id)?.checkVisibility() === true, target, {
          timeout: tapEveryMs,
        })
        .then(() => true)
        .catch(() => false);
      if (opened) worked = tapAt - firstTap;
      else tapsLost++;
    }
    const nowReady = await page
      .waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime, hydratedMark, { timeout: giveUpMs })
      .then(async (handle) => Math.max(0, ((await handle.jsonValue()) as number) - painted))
      .catch(() => null);
    return { firstPaint: painted, nowReady, tapsLost, firstWorkingTapAfter: worked };
  } finally {
    await close();
  }
}

/** Each island below the first screen, scrolled to at the first paint (a load each): the slowest to hydrate. */
async function measureFurtherIslands(browser: Browser, path: string) {
  let slowest: { name: string; after: number | null } | null = null;
  for (let index = 0; ; index++) {
    const { page, close } = await openOnPhone(browser, path);
    try {
      const islands = page.locator('[data-island]:not([data-load="now"])');
      if (index >= (await islands.count())) return slowest;
      const island = islands.nth(index);
      const name = (await island.getAttribute("data-island")) ?? "?";
      const after = await island
        .evaluate(
          (element) =>
            new Promise<number>((resolve) => {
              const scrolled = performance.now();
              (element.firstElementChild ?? element).scrollIntoView({ block: "center" });
              const done = () => element.hasAttribute("data-hydrated") && resolve(performance.now() - scrolled);
              if (!done()) new MutationObserver(done).observe(element, { attributeFilter: ["data-hydrated"] });
            }),
          null,
          { timeout: giveUpMs },
        )
        .catch(() => null);
      if (!slowest || after === null || (slowest.after !== null && after > slowest.after)) slowest = { name, after };
    } finally {
      await close();
    }
  }
}

/** From a tap on the language switch at the first paint to the request for the other page. */
async function measureLanguageSwitch(browser: Browser, path: string, target: string) {
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

/** The median in seconds, or "never" when any run never got there. */
const seconds = (values: (number | null)[]) =>
  values.includes(null) ? "never" : `${(median(values as number[]) / 1000).toFixed(2)} s`;

// The full browser, as Lighthouse runs (CHROME_PATH overrides).
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
try {
  const paths = process.env.BENCH_PAGES?.split(",") ?? allPagePaths();
  console.log(
    `first-tap: ${paths.length} pages, median of ${runs} loads each, phone conditions (562.5 ms, 1.47 Mbps, 4× CPU, 412 × 823 at 1.75 dppx)`,
  );
  const rows = [["page", "first paint", "ready, first visit", "ready, returning", "further: slowest"]];
  rows[0]?.push("menu taps lost", "menu: first working tap after", "language switch: tap to request");
  let lost = 0;
  for (const path of paths) {
    const other = locales.find((locale) => locale !== localeFromPath(path));
    if (!other) throw new Error("first-tap: the site has one language; there is no switch to tap");
    const [menus, returning, switches, further] = [[], [], [], []] as [
      Awaited<ReturnType<typeof measureMenu>>[],
      (number | null)[],
      (number | null)[],
      Awaited<ReturnType<typeof measureFurtherIslands>>[],
    ];
    for (let run = 0; run < runs; run++) {
      menus.push(await measureMenu(browser, path));
      returning.push((await measureMenu(browser, path, true)).nowReady);
      switches.push(await measureLanguageSwitch(browser, path, counterpartPath(path, other)));
      further.push(await measureFurtherIslands(browser, path));
    }
    const name = further.find((entry) => entry)?.name;
    lost += menus.reduce((sum, figures) => sum + figures.tapsLost, 0);
    rows.push([
      path,
      seconds(menus.map((figures) => figures.firstPaint)),
      seconds(menus.map((figures) => figures.nowReady)),
      seconds(returning),
      name ? `${seconds(further.map((entry) => entry?.after ?? null))} ${name}` : "none",
      String(median(menus.map((figures) => figures.tapsLost))),
      seconds(menus.map((figures) => figures.firstWorkingTapAfter)),
      seconds(switches),
    ]);
  }
  printTable(rows);
  console.log(
    `first-tap: ${lost} menu taps lost in all (goal: 0); goal for each interactive part: ready within 1.5 s of the first paint, or of being scrolled to`,
  );
} finally {
  await browser.close();
  await server.stop();
}
