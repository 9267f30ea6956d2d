// `npm run bench:server` (bench/README.md): our server beside nginx at fixed rates. On a shared 2-core
// machine absolute latencies say more about the load generator: the ratios to nginx are what count.
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { startNginx } from "../server/testing/nginx.ts";
import { freePort } from "../server/testing/smtp-sink.ts";
import { buildSite, cpuSeconds, printTable, startServer } from "./serve.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Requests a second, each run at a steady rate; a rate not served (within 5 %) is not held. */
const rates = (process.env.BENCH_RATES ?? "250,500,1000,2000,4000").split(",").map(Number);

/** One run; with how busy the target and this process (the load generator) were, as a share of one core. */
async function load(url: string, pid: number | undefined, rate: number) {
  const before = { server: cpuSeconds(pid), client: process.cpuUsage() };
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: 10,
    overallRate: rate,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
  });
  const elapsed = (performance.now() - started) / 1000;
  const client = process.cpuUsage(before.client);
  return {
    ...result,
    serverCpu: (cpuSeconds(pid) - before.server) / elapsed,
    clientCpu: (client.user + client.system) / 1e6 / elapsed,
  };
}

buildSite();
const asset = `/assets/${readdirSync("build/client/assets").find((file) => file.endsWith(".js"))}`;
const server = await startServer();
const nginxPort = await freePort();
const nginx = await startNginx(
  `  include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  gzip_static on;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${resolve("build/client")};
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { try_files $uri $uri/index.html =404; add_header Cache-Control "public, max-age=0, must-revalidate"; }
  }`,
  nginxPort,
);
const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
try {
  // A warm-up for both, so neither side's first run pays for its JIT or its caches.
  await load(`${server.url}/music`, server.child.pid, rates[0] ?? 250);
  await load(`${nginxOrigin}/music`, nginx.process.pid, rates[0] ?? 250);
  console.log(`10 connections, ${seconds} s a run, Accept-Encoding: gzip; cpu as a share of one core`);
  const ms = (value: number) => `${value} ms`;
  const ratio = (ours: number, theirs: number) => (Math.max(ours, 1) / Math.max(theirs, 1)).toFixed(2);
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  const rows = ["target,rate,ours/s,nginx/s,p50,nginx,p99,nginx,rps ×,p50 ×,p99 ×,errors,our cpu,gen cpu".split(",")];
  for (const path of ["/music", asset]) {
    for (const rate of rates) {
      const us = await load(`${server.url}${path}`, server.child.pid, rate);
      const them = await load(`${nginxOrigin}${path}`, nginx.process.pid, rate);
      const held = Math.min(us.requests.average, them.requests.average) >= rate * 0.95;
      rows.push([
        path.slice(0, 22),
        String(rate),
        us.requests.average.toFixed(0),
        them.requests.average.toFixed(0),
        ms(us.latency.p50),
        ms(them.latency.p50),
        ms(us.latency.p99),
        ms(them.latency.p99),
        ratio(us.requests.average, them.requests.average),
        ratio(us.latency.p50, them.latency.p50),
        ratio(us.latency.p99, them.latency.p99),
        String(us.errors + us.non2xx + them.errors + them.non2xx),
        percent(us.serverCpu),
        percent(us.clientCpu),
      ]);
      if (!held) rows.at(-1)?.push("(rate not held)");
      if (!held) break;
    }
  }
  printTable(rows);
  console.log("rps ×, p50 ×, p99 ×: ours ÷ nginx's at the same rate (latencies of under 1 ms count as 1 ms).");
} finally {
  await server.stop();
  await nginx.stop();
}
