// `npm run bench`: Lighthouse over every page in both languages against the production server
// (bench/README.md); exits non-zero when a budget of scripts/budgets.ts is missed.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { budgets } from "../scripts/budgets.ts";
import { chromiumFlags, chromiumPath } from "../setup/ensure-chromium.ts";
import { hydratedMark } from "../site/first-paint.ts";
import { locales } from "../site/locales.ts";
import { allPagePaths, isIndexable, pageIds, pagePath } from "../site/pages.ts";
import { buildSite, median, printTable, startServer } from "./serve.ts";

const passes = Number(process.env.BENCH_PASSES ?? 5);
const pages = process.env.BENCH_PAGES?.split(",") ?? allPagePaths();
const timed = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"];
type Items<T> = { details?: { items?: T[] } } | undefined;

buildSite();
const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumFlags });

/** One run's figures; a run that lost a timing (e.g. "NO_LCP") runs again, twice at most, rather than enter as NaN. */
async function measure(path: string) {
  for (let attempt = 1; ; attempt++) {
    const categories = ["performance", "accessibility", "best-practices", "seo"];
    const options = { port: chrome.port, output: "json" as const, logLevel: "error" as const };
    const lhr = (await lighthouse(`${server.url}${path}`, { ...options, onlyCategories: categories }))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const missing = timed.filter((id) => !Number.isFinite(audit(id)));
    if (missing.length || lhr.runtimeError) {
      const why = lhr.runtimeError?.message ?? missing.map((id) => `${id}: ${lhr.audits[id]?.errorMessage}`).join("; ");
      if (attempt === 3) throw new Error(`Lighthouse could not measure ${path} three times: ${why}`);
      process.stderr.write(`${path}: run ${attempt} lost its timings (${why}); running it again\n`);
      continue;
    }
    const score = (id: string) => (lhr.categories[id]?.score ?? 0) * 100;
    const summary = (lhr.audits["resource-summary"] as Items<{ resourceType: string; transferSize: number }>)?.details;
    const size = (type: string) => summary?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
    // What was transferred before the page was interactive: requests started before the client
    // entry's hydration mark (the whole load when a page has none).
    const marks = (lhr.audits["user-timings"] as Items<{ name: string; startTime: number }>)?.details?.items ?? [];
    const hydrated = marks.find((mark) => mark.name === hydratedMark)?.startTime ?? Number.POSITIVE_INFINITY;
    type Request = { resourceType?: string; transferSize?: number; networkRequestTime?: number };
    const requests = (lhr.audits["network-requests"] as Items<Request>)?.details?.items ?? [];
    const before = requests.filter((request) => (request.networkRequestTime ?? 0) <= hydrated);
    const weight = (items: Request[]) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
    // A shift over the bar is rare and does not repeat on demand: say at once what moved.
    type Shift = { score?: number; node?: { snippet?: string }; subItems?: { items?: { cause?: string }[] } };
    if (audit("cumulative-layout-shift") >= budgets.lighthouse.cls)
      for (const shift of (lhr.audits["layout-shifts"] as Items<Shift>)?.details?.items ?? []) {
        const causes = (shift.subItems?.items ?? []).map((item) => item.cause).join(", ");
        const node = shift.node?.snippet?.slice(0, 160) ?? "?";
        process.stderr.write(`  layout shift ${shift.score?.toFixed(3)}: ${node}${causes ? ` (${causes})` : ""}\n`);
      }
    return {
      figures: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        bytes: size("total"),
        scriptBytes: size("script"),
        bytesBeforeInteractive: weight(before),
        scriptBytesBeforeInteractive: weight(before.filter((request) => request.resourceType === "Script")),
        requests: requests.length,
      },
      seoMisses: (lhr.categories.seo?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    };
  }
}

const runs = new Map<string, Awaited<ReturnType<typeof measure>>[]>();
try {
  for (let pass = 1; pass <= passes; pass++)
    for (const path of pages) {
      const run = await measure(path);
      runs.set(path, [...(runs.get(path) ?? []), run]);
      const { performance, lcp } = run.figures;
      process.stderr.write(`pass ${pass}/${passes} ${path} perf ${performance} lcp ${Math.round(lcp)} ms\n`);
    }
} finally {
  chrome.kill();
  await server.stop();
}

/** A page kept out of search on purpose (docs/product.md: `/backup`) fails Lighthouse's "is crawlable", and only that. */
const noindexPaths = new Set(
  pageIds.filter((id) => !isIndexable(id)).flatMap((id) => locales.map((locale) => pagePath(id, locale))),
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
// bytes and JS: the whole load as Lighthouse saw it (a first visit); "…<TTI": what was transferred
// before hydration.
const rows = ["page perf a11y bp seo FCP LCP TBT CLS bytes JS bytes<TTI JS<TTI reqs".split(" ")];
const failures: string[] = [];
const limits = budgets.lighthouse;
for (const path of pages) {
  const samples = runs.get(path) ?? [];
  const m = (key: keyof Awaited<ReturnType<typeof measure>>["figures"]) =>
    median(samples.map((sample) => sample.figures[key]));
  const [performance, accessibility, bestPractices, seo] = [
    m("performance"),
    m("accessibility"),
    m("bestPractices"),
    m("seo"),
  ];
  rows.push([
    path,
    ...[performance, accessibility, bestPractices, seo].map((score) => score.toFixed(0)),
    ...[m("fcp"), m("lcp"), m("tbt")].map(ms),
    m("cls").toFixed(3),
    ...[m("bytes"), m("scriptBytes"), m("bytesBeforeInteractive"), m("scriptBytesBeforeInteractive")].map(kb),
    m("requests").toFixed(0),
  ]);
  if (performance < limits.performance) failures.push(`${path}: performance ${performance} < ${limits.performance}`);
  if (accessibility < 100) failures.push(`${path}: accessibility ${accessibility} < 100`);
  if (bestPractices < 100) failures.push(`${path}: best practices ${bestPractices} < 100`);
  for (const audit of new Set(samples.flatMap((sample) => sample.seoMisses)))
    if (!(noindexPaths.has(path) && audit === "is-crawlable"))
      failures.push(`${path}: SEO audit "${audit}" not passed (seo ${seo})`);
  const worstCls = Math.max(...samples.map((sample) => sample.figures.cls));
  if (worstCls >= limits.cls) failures.push(`${path}: CLS ${worstCls.toFixed(3)} in one run ≥ ${limits.cls}`);
  // Lighthouse is a first visit, consent banner included: the budget for any page and any visitor;
  // a settled visitor's and a first visitor's without islands are check:budgets'.
  if (m("scriptBytesBeforeInteractive") > budgets.javascript)
    failures.push(
      `${path}: JavaScript before interactive ${kb(m("scriptBytesBeforeInteractive"))} > ${kb(budgets.javascript)}`,
    );
}
console.log(`Lighthouse mobile preset, ${passes} interleaved passes, medians`);
printTable(rows);
const keptOut = pages.filter((path) => noindexPaths.has(path));
if (keptOut.length) console.log(`(${keptOut.join(", ")}: noindex on purpose; "is-crawlable" is not counted)`);
if (failures.length) {
  console.log(`\nBudgets missed:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log("\nEvery budget met.");
