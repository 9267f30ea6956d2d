// `npm run bench:server`: the project's server beside nginx serving the same files with the same
// (gzip) compression, under 100 concurrent connections, in the same run.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { buildSite, startServer } from "./serve.ts";

const port = Number(process.env.BENCH_PORT ?? 4410);
const nginxPort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 100;

function ensureNginx(): string {
  const binary = "/usr/sbin/nginx";
  if (existsSync(binary)) return binary;
  if (existsSync("/etc/debian_version") && process.getuid?.() === 0) {
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "nginx-light"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  if (!existsSync(binary)) throw new Error('nginx is needed for the comparison: "sudo apt-get install nginx-light"');
  return binary;
}

function startNginx(binary: string): ChildProcess {
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

/** CPU seconds a process and its children (nginx's worker) have used so far, from /proc (Linux). */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const ticks = (id: string) => {
    const fields = readFileSync(`/proc/${id}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(fields[11]) + Number(fields[12]);
  };
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean);
  return [String(pid), ...children].reduce((total, id) => total + ticks(id), 0) / 100;
}

/**
 * One load run. Besides the figures, how busy each side was, as a share of one core: autocannon
 * runs in this process, so its share shows when the load generator, not the server, is the limit.
 */
async function load(url: string, target: ChildProcess) {
  const before = { server: cpuSeconds(target.pid), client: process.cpuUsage() };
  const started = performance.now();
  const result = await autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip" } });
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

const percent = (share: number) => `${Math.round(share * 100)} %`.padStart(12);

buildSite();
const asset = `/assets/${readdirSync("build/client/assets").find((file) => file.endsWith(".js") && !file.endsWith(".br") && !file.endsWith(".gz"))}`;
const server = await startServer(port);
const nginx = startNginx(ensureNginx());
await new Promise((done) => setTimeout(done, 500));
try {
  console.log(`${connections} connections, ${seconds} s each, Accept-Encoding: gzip`);
  console.log(
    `${"target".padEnd(28)}${"server".padEnd(8)}${"req/s".padStart(10)}${"p50".padStart(8)}${"p99".padStart(8)}${"errors".padStart(8)}${"vs nginx".padStart(10)}${"server cpu".padStart(12)}${"client cpu".padStart(12)}`,
  );
  for (const [label, path] of [
    ["page /music", "/music"],
    [`asset ${asset.slice(8, 28)}`, asset],
  ] as const) {
    const ours = await load(`http://127.0.0.1:${port}${path}`, server);
    const theirs = await load(`http://127.0.0.1:${nginxPort}${path}`, nginx);
    for (const [name, figures] of [
      ["keystub", ours],
      ["nginx", theirs],
    ] as const) {
      console.log(
        `${label.padEnd(28)}${name.padEnd(8)}${figures.rps.toFixed(0).padStart(10)}${`${figures.p50} ms`.padStart(8)}${`${figures.p99} ms`.padStart(8)}${String(figures.errors).padStart(8)}${(name === "keystub" ? (ours.rps / theirs.rps).toFixed(2) : "").padStart(10)}${percent(figures.serverCpu)}${percent(figures.clientCpu)}`,
      );
    }
  }
  console.log("Goal: at least 0.50 of nginx's throughput, p99 under 20 ms.");
  // Little's law: with every connection always waiting for its answer, the mean latency is
  // connections / throughput, so a p99 under 20 ms needs more than this many answers a second.
  console.log(
    `At ${connections} connections, a mean under 20 ms needs over ${connections / 0.02} req/s; cpu is a share of one core.`,
  );
} finally {
  server.kill();
  nginx.kill();
}
