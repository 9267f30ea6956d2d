// `npm run bench:probes` (bench/README.md): the server's processor time for a burst to /readyz (which
// checks the store at most once every few seconds) beside /healthz (which does nothing).
import autocannon from "autocannon";
import { buildSite, cpuSeconds, median, startServer } from "./serve.ts";

const requests = Number(process.env.BENCH_REQUESTS ?? 5000);
const rounds = 3;

async function burst(path: string, amount = requests) {
  const result = await autocannon({ url: `${server.url}${path}`, connections: 50, amount });
  return { p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

buildSite();
const server = await startServer();
try {
  const cost: Record<string, number[]> = { "/healthz": [], "/readyz": [] };
  for (let round = 0; round < rounds; round++) {
    for (const path of ["/healthz", "/readyz"]) {
      const before = cpuSeconds(server.child.pid);
      const { non2xx, errors } = await burst(path);
      cost[path]?.push((cpuSeconds(server.child.pid) - before) * 1000);
      if (non2xx || errors) throw new Error(`probes: ${path} answered ${non2xx} non-2xx and ${errors} errors`);
    }
  }
  const health = median(cost["/healthz"] ?? []);
  const ready = median(cost["/readyz"] ?? []);
  console.log(`probes: ${requests} requests a burst, 50 connections, median of ${rounds} rounds`);
  console.log(`  /healthz  server CPU ${health.toFixed(0)} ms`);
  console.log(`  /readyz   server CPU ${ready.toFixed(0)} ms  (${(ready / health).toFixed(2)} × /healthz)`);

  // A page while the probe is hammered, beside the same page alone.
  const alone = await burst("/", 2000);
  const [during] = await Promise.all([burst("/", 2000), burst("/readyz", requests)]);
  console.log(
    `  page p99 alone ${alone.p99} ms, during a /readyz burst ${during.p99} ms (the two share this machine's cores)`,
  );
} finally {
  await server.stop();
}
