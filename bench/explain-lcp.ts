// `npm run bench:lcp -- /sports /es`: why Lighthouse gives a page the LCP it gives. Lighthouse's
// mobile figures are simulated (Lantern): it loads the page once without throttling, keeps the
// requests that had finished before that load's largest paint, replays them over a simulated slow
// 4G link twice (optimistic and pessimistic graphs) and takes the mean of the two ends. This prints
// both replays, request by request, beside the floor page's: what the largest paint waited for.
// It reads Lantern's internals (the simulation's node timings), so a Lighthouse upgrade may move it.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { chromiumFlags, chromiumPath } from "../setup/ensure-chromium.ts";
import { buildSite, floorPath, startServer, writeFloorPage } from "./serve.ts";

const port = Number(process.env.BENCH_PORT ?? 4420);
const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
if (pages.length === 0) {
  console.error("Name the pages to explain: npm run bench:lcp -- /sports /es");
  process.exit(2);
}

interface Replay {
  label: string;
  lcp: number;
  rows: { start: number; end: number; what: string }[];
}

// Each replay's end passes through getEstimateFromSimulation, the optimistic one first (Lantern's
// Metric.compute); keep its node timings.
let replays: Replay[] = [];
const metric = Lantern.Metrics.LargestContentfulPaint;
const estimate = metric.getEstimateFromSimulation.bind(metric);
metric.getEstimateFromSimulation = (simulation) => {
  const result = estimate(simulation);
  const rows = [...simulation.nodeTimings.entries()]
    .filter(([node]) => node.type === "network")
    .map(([node, timing]) => {
      const request = (node as Lantern.Graph.NetworkNode).request;
      const url = new URL(request.url);
      return {
        start: Math.round(timing.startTime),
        end: Math.round(timing.endTime),
        what: `${url.protocol === "data:" ? "data: URL" : url.pathname} (${request.priority}, ${request.transferSize} B)`,
      };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const label = replays.length % 2 === 0 ? "optimistic" : "pessimistic";
  replays.push({ label, lcp: Math.round(result.timeInMs), rows });
  return result;
};

buildSite();
writeFloorPage();
const server = await startServer(port);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumFlags });
try {
  for (const path of [floorPath, ...pages]) {
    replays = [];
    const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const audits = result?.lhr.audits ?? {};
    const observed = (audits.metrics?.details as { items?: Record<string, number>[] })?.items?.[0] ?? {};
    console.log(
      `\n${path}: LCP ${Math.round(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN)} ms simulated; ` +
        `unthrottled load: largest paint ${observed.observedLargestContentfulPaint} ms, load event ${observed.observedLoad} ms`,
    );
    // Lighthouse computes LCP more than once per run (for several audits); the first pair is enough.
    for (const replay of replays.slice(0, 2)) {
      console.log(`  ${replay.label}: ${replay.lcp} ms`);
      for (const row of replay.rows)
        console.log(`    ${String(row.start).padStart(6)} → ${String(row.end).padStart(6)} ms  ${row.what}`);
    }
  }
} finally {
  chrome.kill();
  server.kill();
}
