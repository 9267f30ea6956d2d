// `npm run bench:server`: the project's server beside nginx serving the same files with the same
// (gzip) compression, at the same fixed request rates, in the same run. Absolute latencies on a
// shared 2-core machine say more about the load generator than the server, so the figures that
// count are the ratios to nginx, at rates the load generator holds (it runs in this process).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { nginxBinary } from "../server/testing/nginx.ts";
import { buildSite, cpuSeconds, startServer } from "./serve.ts";

const port = Number(process.env.BENCH_PORT ?? 4410);
const nginxPort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;
/** Requests a second, each run at a steady rate; a rate nginx is not served at (within 5 %) is not held. */
const rates = (process.env.BENCH_RATES ?? "250,500,1000,2000,4000").split(",").map(Number);

function startNginx(): ChildProcess {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is needed for the comparison: "sudo apt-get install nginx-light"');
  const dir = mkdtempSync(join(tmpdir(), "keystub-nginx-"));
  const root = resolve("build/client");
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  gzip_static on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${root};
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { try_files $uri $uri/index.html =404; add_header Cache-Control "public, max-age=0, must-revalidate"; }
  }
}
`,
  );
  return spawn(binary, ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
}

/**
 * One load run. Besides the figures, how busy each side was, as a share of one core: autocannon
 * runs in this process, so its share shows when the load generator, not the server, is the limit.
 */
async function load(url: string, target: ChildProcess, rate: number) {
  const before = { server: cpuSeconds(target.pid), client: process.cpuUsage() };
  const started = performance.now();
  const result = await autocannon({
    url,
    connections,
    overallRate: rate,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
  });
  const elapsed = (performance.now() - started) / 1000;
  const client = process.cpuUsage(before.client);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    serverCpu: (cpuSeconds(target.pid) - before.server) / elapsed,
    clientCpu: (client.user + client.system) / 1e6 / elapsed,
  };
}

const percent = (share: number) => `${Math.round(share * 100)} %`.padStart(8);
const ms = (value: number) => `${value} ms`.padStart(8);
const ratio = (value: number) => value.toFixed(2).padStart(8);

buildSite();
const asset = `/assets/${readdirSync("build/client/assets").find((file) => file.endsWith(".js") && !file.endsWith(".br") && !file.endsWith(".gz"))}`;
const server = await startServer(port);
const nginx = startNginx();
await new Promise((done) => setTimeout(done, 500));
try {
  // A warm-up for both, so neither side's first run pays for its JIT or its caches.
  for (const [at, target] of [
    [port, server],
    [nginxPort, nginx],
  ] as const)
    await load(`http://127.0.0.1:${at}/music`, target, rates[0] ?? 250);
  console.log(`${connections} connections, ${seconds} s a run, Accept-Encoding: gzip; cpu as a share of one core`);
  console.log(
    `${"target".padEnd(22)}${"rate".padStart(6)}${"ours/s".padStart(8)}${"nginx/s".padStart(8)}${"p50".padStart(8)}${"nginx".padStart(8)}${"p99".padStart(8)}${"nginx".padStart(8)}${"rps ×".padStart(8)}${"p50 ×".padStart(8)}${"p99 ×".padStart(8)}${"errors".padStart(7)}${"our cpu".padStart(8)}${"gen cpu".padStart(8)}`,
  );
  for (const [label, path] of [
    ["page /music", "/music"],
    [`asset ${asset.slice(8, 22)}`, asset],
  ] as const) {
    for (const rate of rates) {
      const ours = await load(`http://127.0.0.1:${port}${path}`, server, rate);
      const theirs = await load(`http://127.0.0.1:${nginxPort}${path}`, nginx, rate);
      const held = theirs.rps >= rate * 0.95 && ours.rps >= rate * 0.95;
      console.log(
        `${label.padEnd(22)}${String(rate).padStart(6)}${ours.rps.toFixed(0).padStart(8)}${theirs.rps.toFixed(0).padStart(8)}${ms(ours.p50)}${ms(theirs.p50)}${ms(ours.p99)}${ms(theirs.p99)}${ratio(ours.rps / theirs.rps)}${ratio(Math.max(ours.p50, 1) / Math.max(theirs.p50, 1))}${ratio(Math.max(ours.p99, 1) / Math.max(theirs.p99, 1))}${String(ours.errors + theirs.errors).padStart(7)}${percent(ours.serverCpu)}${percent(ours.clientCpu)}${held ? "" : "  (rate not held)"}`,
      );
      if (!held) break;
    }
  }
  console.log("rps ×, p50 ×, p99 ×: ours ÷ nginx's at the same rate (latencies of under 1 ms count as 1 ms).");
} finally {
  server.kill();
  nginx.kill();
}
