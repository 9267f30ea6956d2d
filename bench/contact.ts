// `npm run bench:contact` (bench/README.md): enquiries the production server accepts a second, with
// durable commits, on SQLite and on PostgreSQL. The SMTP sink makes delivery compete for the machine.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startSmtpSink } from "../server/testing/smtp-sink.ts";
import { postgresForTests } from "../setup/ensure-postgres.ts";
import { contactFields, contactFunctionPath } from "../site/contact-schema.ts";
import { printTable, quantile, startServer } from "./serve.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);

async function bench(store: string, env: Record<string, string>) {
  const sink = await startSmtpSink();
  const server = await startServer({ ...env, SMTP_URL: sink.url, TRUST_PROXY: "loopback" });
  const url = `${server.url}${contactFunctionPath}`;
  let sequence = 0;
  const submit = async (): Promise<boolean> => {
    const n = sequence++;
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": `"${randomUUID()}"`,
        "X-Forwarded-For": `198.18.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({
        // Every field filled; the ones below say which request it is.
        ...Object.fromEntries(contactFields.map((field) => [field, "Benchmark / Load"])),
        name: `Bench visitor ${n}`,
        email: `bench-${n}@example.com`,
        interest: "How many enquiries per second, durably?",
      }),
    });
    await response.arrayBuffer();
    return response.status === 200;
  };

  // Warm-up: the first requests compile code paths and fill connection pools.
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = 0; i < 10; i++) await submit();
    }),
  );

  const latencies: number[] = [];
  let accepted = 0;
  let failed = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        const ok = await submit().catch(() => false);
        latencies.push(performance.now() - sent);
        if (ok) accepted++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  await server.stop("SIGTERM");
  await sink.stop();
  const [p50, p99] = [0.5, 0.99].map((q) => quantile(latencies, q).toFixed(1));
  return [store, (accepted / elapsed).toFixed(0), p50 ?? "", p99 ?? "", String(accepted), String(failed)];
}

const results = [["store", "accepted/s", "p50 ms", "p99 ms", "accepted", "failed"]];
const dataDir = mkdtempSync(join(tmpdir(), "keystub-bench-"));
try {
  console.log(`Benchmarking ${seconds} s per store, ${concurrency} concurrent visitors…`);
  results.push(await bench("SQLite (WAL, synchronous=FULL)", { DATA_DIR: dataDir }));

  const postgres = await postgresForTests();
  try {
    const name = `keystub_bench_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    results.push(
      await bench("PostgreSQL (synchronous_commit=on)", { DATA_DIR: dataDir, DATABASE_URL: url.toString() }),
    );
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  } finally {
    postgres.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

printTable(results);
