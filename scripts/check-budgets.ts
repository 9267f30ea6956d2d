// `npm run check:budgets` (docs/scripts.md): what each page downloads before any input, in Chromium
// at a phone's size from the production server, until the first view has hydrated and the network is quiet.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { type BrowserContext, chromium } from "@playwright/test";
import { printTable } from "../bench/serve.ts";
import { startServerProcess } from "../server/testing/server-process.ts";
import { freePort } from "../server/testing/smtp-sink.ts";
import { chromiumFlags, testChromiumPath } from "../setup/ensure-chromium.ts";
import { locales } from "../site/locales.ts";
import { allPagePaths, notFound, pageFile, pages, resolvePath } from "../site/pages.ts";
import { budgets } from "./budgets.ts";
import { runtimeProblems } from "./client-runtime.ts";
import { htmlElements } from "./html-elements.ts";
import { staffTraces } from "./staff-traces.ts";

const buildDir = process.env.BUILD_DIR || "build";
const client = join(buildDir, "client");

/** Bytes on the wire of a file of the build: the brotli copy where the server has one, else the file itself. */
function transferSize(urlPath: string): number {
  const file = join(client, decodeURIComponent(urlPath.split("?")[0] ?? ""));
  if (!existsSync(file)) throw new Error(`${urlPath} is referenced but not in the build`);
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

export type Visitor = "settled" | "new";

/** A page's JavaScript budget; `islands`: whether one started in the first view. Text pages load none when settled. */
export function javascriptBudget(path: string, visitor: Visitor, islands: boolean): number {
  const { page } = resolvePath(path);
  const text = page === "notFound" || page === "comparison" || pages[page].namespaces.some((name) => name === "legal");
  if (visitor === "settled") return text ? 0 : page === "home" ? budgets.homeJavascript : budgets.javascript;
  return islands ? budgets.javascript : budgets.firstVisitJavascript;
}

/** A stored choice that rejects every optional category, written as the consent flow writes it. */
export async function settle(context: BrowserContext, origin: string): Promise<void> {
  const { categoryCookie, choiceCookie, consentKey, detailsKey, preferencesKey } = await import(
    "../app/consent/consent-store.ts"
  );
  const { categories, decide, expiresAt, serializeRecord } = await import("../app/consent/model.ts");
  const { consentRevision, configuredVendors } = await import("../app/consent/vendors.ts");
  const vendors = configuredVendors((await import("../site/config.ts")).readPublicConfig(process.env));
  const record = decide("rejected", Date.now(), consentRevision(vendors), false);
  const expires = Math.floor(expiresAt(record) / 1000);
  await context.addCookies([
    { name: choiceCookie, value: record.value, url: origin, expires },
    // Every category's mirror, as the flow writes them ("necessary" is always "yes").
    ...categories.map((category) => ({
      name: categoryCookie(category),
      value: record.preferences[category] ? "yes" : "no",
      url: origin,
      expires,
    })),
  ]);
  const { consent, details, preferences } = serializeRecord(record);
  await context.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { [consentKey]: consent, [detailsKey]: details, [preferencesKey]: preferences },
  );
}

/** The scripts a page loads before any input, and whether an island hydrated (one that starts at once, or in the first view). */
async function measure(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    scripts.push(
      request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
    );
  });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await page.waitForLoadState("networkidle");
  const islands = (await page.locator("[data-island][data-hydrated]").count()) > 0;
  const measured = { scripts: await Promise.all(scripts), islands };
  await page.close();
  return measured;
}

/** What the page's HTML names: itself, its stylesheet and the smallest hero picture it preloads. */
function weighHtml(path: string) {
  const html = readFileSync(join(client, pageFile(path)), "utf8");
  const links = htmlElements(html).filter((element) => element.tag === "link");
  const stylesheets = links.filter((link) => link.attrs.rel === "stylesheet").map((link) => link.attrs.href as string);
  const heroSet = links.find(
    (link) => link.attrs.rel === "preload" && link.attrs.as === "image" && link.attrs.type === "image/avif",
  )?.attrs.imagesrcset;
  const phoneHero = heroSet
    ?.split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = "", width = ""]) => ({ url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width)
    .map(({ url }) => ({ url, bytes: transferSize(url) }))[0];
  return {
    html: transferSize(`/${pageFile(path)}`),
    css: [...new Set(stylesheets)].reduce((total, href) => total + transferSize(href), 0),
    phoneHero,
  };
}

if (import.meta.main) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  // With the team's inbox and the content editor turned on, as a site that uses them runs: they must
  // change nothing here.
  const server = await startServerProcess(await freePort(), {
    BUILD_DIR: buildDir,
    ADMIN_EMAILS: "team@keystub.example",
    SMTP_URL: "smtp://127.0.0.1:9",
    CONTENT_EDITOR: "test",
  });
  const browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumFlags });
  const failures: string[] = [];
  const everyScript = new Set<string>();
  const staffProblems = async (url: string) => {
    const traces = staffTraces(await (await fetch(`${server.url}${url}`)).text());
    if (traces.length > 0) failures.push(`${url} carries the team's tools: ${traces.join(", ")}`);
  };
  // A first visit each time: a new browser context has an empty cache.
  const visit = async (path: string, visitor: Visitor) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    if (visitor === "settled") await settle(context, server.url);
    const measured = await measure(context, `${server.url}${path}`);
    await context.close();
    const bytes = measured.scripts.reduce((total, script) => total + script.bytes, 0);
    for (const script of measured.scripts) everyScript.add(script.url);
    const budget = javascriptBudget(path, visitor, measured.islands);
    if (budget === 0 && measured.scripts.length > 0) {
      const urls = measured.scripts.map((script) => script.url).join(", ");
      failures.push(`${path} (${visitor} visitor): loads ${urls}; it may load no JavaScript file`);
    } else if (bytes > budget) failures.push(`${path} (${visitor} visitor): JavaScript ${kb(bytes)} > ${kb(budget)}`);
    return { bytes, files: measured.scripts.length };
  };
  const rows = [["page", "html", "css", "hero", "js", "js new", "files"]];
  try {
    const paths = [...allPagePaths(), ...locales.map((locale) => `${notFound.prerenderPath(locale)}-page`)];
    // Three pages at a time, each for both visitors at once: most of a visit is the wait for a
    // quiet network, which the others fill.
    const queue = [...paths];
    const measured = new Map<string, Awaited<ReturnType<typeof visit>>[]>();
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift())
        measured.set(path, await Promise.all([visit(path, "settled"), visit(path, "new")]));
    };
    await Promise.all([worker(), worker(), worker()]);
    for (const path of paths) {
      const weight = resolvePath(path).page === "notFound" ? undefined : weighHtml(path);
      const [settled, fresh] = measured.get(path) ?? [];
      await staffProblems(path);
      const sizes = [weight?.html, weight?.css, weight?.phoneHero?.bytes, settled?.bytes, fresh?.bytes];
      rows.push([path, ...sizes.map((bytes) => (bytes === undefined ? "" : kb(bytes))), String(settled?.files)]);
      if (weight?.phoneHero && weight.phoneHero.bytes > budgets.phoneHero)
        failures.push(
          `${path}: phone hero ${weight.phoneHero.url} ${kb(weight.phoneHero.bytes)} > ${kb(budgets.phoneHero)}`,
        );
      if (weight && weight.css > budgets.css) failures.push(`${path}: CSS ${kb(weight.css)} > ${kb(budgets.css)}`);
    }
    // What runs is React DOM, and nothing standing in for it (scripts/client-runtime.ts).
    failures.push(...runtimeProblems([...everyScript].map((url) => readFileSync(join(client, url), "utf8"))));
    const stylesheets = htmlElements(readFileSync(join(client, "index.html"), "utf8"))
      .filter((element) => element.tag === "link" && element.attrs.rel === "stylesheet")
      .map((link) => String(link.attrs.href));
    for (const url of [...everyScript, ...stylesheets, "/sitemap.xml", "/robots.txt"]) await staffProblems(url);
  } finally {
    await browser.close();
    await server.stop();
  }
  printTable(rows);
  if (failures.length) {
    console.error(`Size budgets exceeded:\n${failures.join("\n")}`);
    process.exit(1);
  }
  console.log(
    `check-budgets: every page within budget, with React DOM and nothing of the team's tools (no JavaScript file on the legal, comparison and 404 pages for a settled visitor; home ${kb(budgets.homeJavascript)}; any page ${kb(budgets.javascript)}; CSS ${kb(budgets.css)}; phone hero ${kb(budgets.phoneHero)})`,
  );
}
