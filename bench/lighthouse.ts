// `npm run bench`: Lighthouse over every page in both languages against the production server
// (bench/README.md); exits non-zero when a budget of scripts/budgets.ts is missed.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { budgets } from "../scripts/budgets.ts";
import { chromiumFlags, chromiumPath } from "../setup/ensure-chromium.ts";
import { hydratedMark } from "../site/first-paint.ts";
import { locales } from "../site/locales.ts";
import { allPagePaths, isIndexable, pageIds, pagePath } from "../site/pages.ts";
import { buildSite, median, startServer } from "./serve.ts";

const port = Number(process.env.BENCH_PORT ?? 4400);
const passes = Number(process.env.BENCH_PASSES ?? 5);
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : allPagePaths();

buildSite();
const server = await startServer(port);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: chromiumFlags,
});

/** The timings a run must have; without them (a trace Lighthouse could not read) it is run again. */
const timed = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"];

/**
 * One Lighthouse run of a page. A run that lost a timing (Lighthouse's trace processing fails now
 * and then, e.g. "NO_LCP") says why and is run again, twice at most; a page that cannot be measured
 * stops the benchmark instead of entering the medians as zero or NaN.
 */
async function measure(path: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
    const missing = timed.filter((id) => !Number.isFinite(lhr.audits[id]?.numericValue));
    if (missing.length === 0 && !lhr.runtimeError) return lhr;
    const why = lhr.runtimeError?.message ?? missing.map((id) => `${id}: ${lhr.audits[id]?.errorMessage}`).join("; ");
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${path} three times: ${why}`);
    process.stderr.write(`${path}: run ${attempt} lost its timings (${why}); running it again\n`);
  }
}

/** One run's figures: scores, timings, and the weight of what it loaded. */
function sampleOf(lhr: Awaited<ReturnType<typeof measure>>) {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary =
    (
      lhr.audits["resource-summary"]?.details as {
        items?: { resourceType: string; transferSize: number; requestCount: number }[];
      }
    )?.items ?? [];
  const row = (type: string) => summary.find((item) => item.resourceType === type);
  // What was transferred before the page was interactive: requests started before the
  // client entry's hydration mark (the whole load when a page has none).
  const requests =
    (
      lhr.audits["network-requests"]?.details as {
        items?: { resourceType?: string; transferSize?: number; networkRequestTime?: number; url?: string }[];
      }
    )?.items ?? [];
  const marks = (lhr.audits["user-timings"]?.details as { items?: { name: string; startTime: number }[] })?.items ?? [];
  const hydrated = marks.find((mark) => mark.name === hydratedMark)?.startTime ?? Number.POSITIVE_INFINITY;
  const before = requests.filter((request) => (request.networkRequestTime ?? 0) <= hydrated);
  const weight = (items: typeof requests) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    performance: (lhr.categories.performance?.score ?? 0) * 100,
    accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
    bestPractices: (lhr.categories["best-practices"]?.score ?? 0) * 100,
    seo: (lhr.categories.seo?.score ?? 0) * 100,
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes: row("total")?.transferSize ?? 0,
    scriptBytes: row("script")?.transferSize ?? 0,
    requests: row("total")?.requestCount ?? 0,
    bytesBeforeInteractive: weight(before),
    scriptBytesBeforeInteractive: weight(before.filter((request) => request.resourceType === "Script")),
    seoMisses: (lhr.categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}
type Sample = ReturnType<typeof sampleOf>;

const samples = new Map<string, Sample[]>();
try {
  for (let pass = 1; pass <= passes; pass++) {
    for (const path of pages) {
      const lhr = await measure(path);
      const sample = sampleOf(lhr);
      samples.set(path, [...(samples.get(path) ?? []), sample]);
      process.stderr.write(
        `pass ${pass}/${passes} ${path} perf ${sample.performance} lcp ${Math.round(sample.lcp)} ms\n`,
      );
      // A shift over the bar is rare and does not repeat on demand: say at once what moved.
      if (sample.cls >= budgets.lighthouse.cls) {
        type Shift = { score?: number; node?: { snippet?: string }; subItems?: { items?: { cause?: string }[] } };
        const shifts = (lhr.audits["layout-shifts"]?.details as { items?: Shift[] })?.items ?? [];
        for (const shift of shifts) {
          const causes = (shift.subItems?.items ?? []).map((item) => item.cause).join(", ");
          process.stderr.write(
            `  layout shift ${shift.score?.toFixed(3)}: ${shift.node?.snippet?.slice(0, 160) ?? "?"}${causes ? ` (${causes})` : ""}\n`,
          );
        }
      }
    }
  }
} finally {
  chrome.kill();
  server.kill();
}

const medianOf = (path: string, key: Exclude<keyof Sample, "seoMisses">) =>
  median((samples.get(path) ?? []).map((sample) => sample[key]));

/** A page kept out of search on purpose (docs/product.md: `/backup`) fails Lighthouse's "is crawlable", and only that. */
const noindexPaths = new Set(
  pageIds.filter((id) => !isIndexable(id)).flatMap((id) => locales.map((locale) => pagePath(id, locale))),
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
// bytes and JS: the whole load as Lighthouse saw it (a first visit); "…<TTI": what was transferred
// before hydration.
const columns = "page perf a11y bp seo FCP LCP TBT CLS bytes JS bytes<TTI JS<TTI reqs".split(" ");
const widths = [40, 5, 5, 5, 5, 8, 8, 7, 7, 8, 8, 10, 8, 5];
const line = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 8) : cell.padStart(widths[i] ?? 8))).join(" ");
console.log(`Lighthouse mobile preset, ${passes} interleaved passes, medians`);
console.log(line(columns));
const keptOut = pages.filter((path) => noindexPaths.has(path));
if (keptOut.length)
  console.log(
    `(${keptOut.join(", ")}: noindex on purpose; their SEO score misses "is-crawlable" and is judged without it)`,
  );
const failures: string[] = [];
for (const path of pages) {
  const m = (key: Exclude<keyof Sample, "seoMisses">) => medianOf(path, key);
  console.log(
    line([
      path,
      m("performance").toFixed(0),
      m("accessibility").toFixed(0),
      m("bestPractices").toFixed(0),
      m("seo").toFixed(0),
      `${Math.round(m("fcp"))} ms`,
      `${Math.round(m("lcp"))} ms`,
      `${Math.round(m("tbt"))} ms`,
      m("cls").toFixed(3),
      kb(m("bytes")),
      kb(m("scriptBytes")),
      kb(m("bytesBeforeInteractive")),
      kb(m("scriptBytesBeforeInteractive")),
      m("requests").toFixed(0),
    ]),
  );
  const limits = budgets.lighthouse;
  if (m("performance") < limits.performance)
    failures.push(`${path}: performance ${m("performance")} < ${limits.performance}`);
  for (const key of ["accessibility", "bestPractices"] as const)
    if (m(key) < 100) failures.push(`${path}: ${key} ${m(key)} < 100`);
  const allowed = noindexPaths.has(path) ? ["is-crawlable"] : [];
  const seoMisses = new Set((samples.get(path) ?? []).flatMap((sample) => sample.seoMisses));
  for (const audit of seoMisses)
    if (!allowed.includes(audit)) failures.push(`${path}: SEO audit "${audit}" not passed (seo ${m("seo")})`);
  const worstCls = Math.max(...(samples.get(path) ?? []).map((sample) => sample.cls));
  if (worstCls >= limits.cls) failures.push(`${path}: CLS ${worstCls.toFixed(3)} in one run ≥ ${limits.cls}`);
  // Lighthouse is a first visit, consent banner included: the budget for any page and any visitor.
  // A settled visitor's budgets (the home page's 75 KB, none on the text pages) and a first
  // visitor's without islands (15 KB) are check:budgets'.
  if (m("scriptBytesBeforeInteractive") > budgets.javascript)
    failures.push(
      `${path}: JavaScript before interactive ${kb(m("scriptBytesBeforeInteractive"))} > ${kb(budgets.javascript)}`,
    );
}
if (failures.length) {
  console.log(`\nBudgets missed:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log("\nEvery budget met.");
