// /readyz against the real stores, in the real server process: 503 with a reason whenever an
// enquiry would not be stored right now, and 200 again as soon as it would.
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it, onTestFinished } from "vitest";
import { startThrowawayPostgres } from "../setup/ensure-postgres.ts";
import { postgresTestDatabase } from "./storage/test-databases.ts";
import { type ServerProcess, startServerProcess } from "./testing/server-process.ts";
import { freePort } from "./testing/smtp-sink.ts";

const isRoot = process.getuid?.() === 0;
/** `nobody`: root ignores permission bits, so the server runs as an ordinary user here. */
const ordinaryUser = 65534;

// READINESS_INTERVAL_MS shortened from its 2 s so a change shows at once (readiness-cache.test.ts checks the interval).
const verdictMs = 20;
/** A change shows within a few intervals; the poll waits for it, however long a loaded machine takes. */
const verdictChange = { timeout: 10_000, interval: verdictMs };

async function readiness(server: ServerProcess): Promise<{ status: number; reason?: string }> {
  const response = await fetch(`${server.url}/readyz`);
  const body = (await response.json()) as { reason?: string };
  return { status: response.status, reason: body.reason };
}

async function start(env: Record<string, string>, uid?: number): Promise<ServerProcess> {
  const server = await startServerProcess(
    await freePort(),
    { LOG_LEVEL: "warn", READINESS_INTERVAL_MS: String(verdictMs), ...env },
    { uid },
  );
  onTestFinished(() => server.stop());
  return server;
}

function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe("/readyz on SQLite", () => {
  it("is 503 while the data directory is read-only or the migrations are not applied, 200 again after, each change logged once, also unprobed", async () => {
    // Its data directory its own, as an ordinary user's, so that taking its write permission away counts.
    const parent = scratchDir("keystub-ready-");
    chmodSync(parent, 0o755);
    const dataDir = join(parent, "data");
    mkdirSync(dataDir, { mode: 0o700 });
    if (isRoot) chownSync(dataDir, ordinaryUser, ordinaryUser);
    const server = await start({ DATA_DIR: dataDir, LOG_LEVEL: "info" }, isRoot ? ordinaryUser : undefined);
    const changes = () =>
      server.output
        .map((line) => JSON.parse(line) as { msg?: string; reason?: string })
        .filter((line) => line.msg === "not ready" || line.msg === "ready again")
        .map((line) => [line.msg, line.reason]);
    expect(await readiness(server)).toEqual({ status: 200 });

    chmodSync(dataDir, 0o500);
    await expect.poll(changes, verdictChange).toEqual([["not ready", "the data directory is read-only"]]);
    for (let probe = 0; probe < 5; probe++) {
      expect(await readiness(server)).toEqual({ status: 503, reason: "the data directory is read-only" });
    }
    chmodSync(dataDir, 0o700);
    await expect.poll(changes, verdictChange).toEqual([
      ["not ready", "the data directory is read-only"],
      ["ready again", undefined],
    ]);
    for (let probe = 0; probe < 5; probe++) expect((await readiness(server)).status).toBe(200);
    expect(changes()).toHaveLength(2);

    // Its migrations not applied: a database restored from before this server's schema, say.
    const db = new DatabaseSync(join(dataDir, "enquiries.sqlite"));
    const saved = db.prepare("SELECT * FROM kysely_migration").all();
    db.exec("DELETE FROM kysely_migration");
    await expect
      .poll(() => readiness(server), verdictChange)
      .toEqual({ status: 503, reason: "database migrations are not applied" });
    const insert = db.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)");
    for (const row of saved) insert.run(String(row.name), String(row.timestamp));
    db.close();
    await expect.poll(() => readiness(server), verdictChange).toEqual({ status: 200 });
  });

  // A full disk needs a file system of its own: a small tmpfs, which only root may mount.
  it.skipIf(!isRoot)("is 503 while the data directory's disk is full", async () => {
    const mountPoint = scratchDir("keystub-full-");
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m,mode=0700", "tmpfs", mountPoint]);
    onTestFinished(() => void execFileSync("umount", ["-l", mountPoint]));
    const server = await start({ DATA_DIR: mountPoint });
    expect(await readiness(server)).toEqual({ status: 200 });

    const filler = join(mountPoint, "filler");
    try {
      writeFileSync(filler, Buffer.alloc(8 * 1024 * 1024));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    }
    await expect
      .poll(() => readiness(server), verdictChange)
      .toEqual({ status: 503, reason: "the disk of the data directory is full" });
    rmSync(filler);
    await expect.poll(() => readiness(server), verdictChange).toEqual({ status: 200 });
  });
});

describe("/readyz on PostgreSQL", () => {
  it("is 503 while the database server is down and 200 once it is back", async () => {
    const cluster = await startThrowawayPostgres();
    onTestFinished(() => cluster.stop());
    const database = await postgresTestDatabase(cluster.url);
    const server = await start(database.env);
    expect(await readiness(server)).toEqual({ status: 200 });

    cluster.pause();
    await expect
      .poll(() => readiness(server), verdictChange)
      .toEqual({ status: 503, reason: "the database cannot be reached" });
    // Liveness is not readiness: /healthz stays 200 (a HEAD, as a probe may ask, without a body).
    const health = await fetch(`${server.url}/healthz`, { method: "HEAD" });
    expect([health.status, await health.text()]).toEqual([200, ""]);
    cluster.resume();
    await expect.poll(() => readiness(server), { ...verdictChange, timeout: 15_000 }).toEqual({ status: 200 });
  }, 60_000);
});
