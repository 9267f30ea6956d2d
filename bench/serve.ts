// Shared by the benchmarks: the build, the production server, and the figures as a table.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { startServerProcess } from "../server/testing/server-process.ts";
import { freePort } from "../server/testing/smtp-sink.ts";

export function buildSite(): void {
  if (process.env.BENCH_SKIP_BUILD) return;
  const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The production server on a free port; its log kept to warnings, so that it costs the load nothing. */
export async function startServer(env: Record<string, string> = {}) {
  return startServerProcess(await freePort(), { LOG_LEVEL: "warn", ...env });
}

/** The `q`-quantile (0–1) of values: 0.5 is the median. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
export const median = (values: readonly number[]) => quantile(values, 0.5);

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

/** Prints rows as columns: the first left-aligned, the others right-aligned, each as wide as its widest cell. */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows)
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  "),
    );
}
