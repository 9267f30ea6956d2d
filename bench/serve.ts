// Shared by the benchmarks: build, start the production server.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

export function buildSite(): void {
  if (process.env.BENCH_SKIP_BUILD) return;
  const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`The server did not start on port ${port}`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The `q`-quantile (0–1) of values sorted from the smallest. */
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** CPU seconds (user + system) a process and its children (nginx's worker) have used so far, from /proc (Linux). */
export function cpuSeconds(pid: number | undefined): number {
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
