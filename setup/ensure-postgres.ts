// PostgreSQL for the tests and the benchmark, as Vitest's global setup: Debian's, in a throwaway cluster
// on a loopback port, or TEST_DATABASE_URL's server.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../server/testing/smtp-sink.ts";
import { aptInstall } from "./apt-install.ts";

/** The directory of initdb/pg_ctl: the newest Debian version's, else pg_config's. */
function postgresBinDir(): string | undefined {
  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.find((version) => existsSync(join(debian, version, "bin", "initdb")));
  if (found) return join(debian, found, "bin");
  const config = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const dir = config.status === 0 ? config.stdout.trim() : "";
  return dir && existsSync(join(dir, "initdb")) ? dir : undefined;
}

/** A cluster in a temporary directory on 127.0.0.1; as root, the `postgres` user's (initdb refuses root). */
export async function startThrowawayPostgres() {
  const bin = postgresBinDir() ?? (aptInstall(["postgresql"], "PostgreSQL is missing") ? postgresBinDir() : undefined);
  if (!bin)
    throw new Error(
      'PostgreSQL is needed for the storage tests: install it ("sudo apt-get install postgresql") or set TEST_DATABASE_URL to a server to use',
    );
  const asRoot = process.getuid?.() === 0;
  const root = mkdtempSync(join(tmpdir(), "keystub-pg-"));
  const data = join(root, "data");
  const sockets = join(root, "sockets");
  mkdirSync(sockets);
  const command = (name: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, name), ...args]]
      : [join(bin, name), args];
    return execFileSync(file, argv, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  };
  if (asRoot) {
    const [uid, gid] = ["-u", "-g"].map((flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" })));
    for (const dir of [root, sockets]) chownSync(dir, uid ?? 0, gid ?? 0);
  }
  // --no-sync only skips flushing the template files once; the server itself runs with fsync on,
  // as the store insists.
  command("initdb", ["-D", data, "-U", "keystub", "--auth=trust", "--encoding=UTF8", "--no-sync", "--no-instructions"]);
  const port = await freePort();
  const settings = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${sockets} -c max_connections=200 -c shared_buffers=64MB`;
  // pg_ctl waits up to 5 minutes (its default is 1): a busy machine starts and stops it slowly.
  const start = () =>
    command("pg_ctl", ["-D", data, "-o", settings, "-l", join(root, "server.log"), "-w", "-t", "300", "start"]);
  try {
    start();
  } catch (error) {
    const log = existsSync(join(root, "server.log")) ? readFileSync(join(root, "server.log"), "utf8") : "";
    rmSync(root, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      command("pg_ctl", ["-D", data, "-m", "immediate", "-w", "-t", "300", "stop"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  process.once("exit", stop);
  return {
    url: `postgres://keystub@127.0.0.1:${port}/postgres`,
    stop,
    // An outage: the server stops and keeps its data, then starts again on the same port.
    pause: () => command("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "300", "stop"]),
    resume: start,
  };
}

/** A server for a test run: TEST_DATABASE_URL's (not ours to stop), or a throwaway one. */
export async function postgresForTests(): Promise<{ url: string; stop(): void }> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? { url, stop: () => {} } : startThrowawayPostgres();
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A superuser URL; each test file creates its own database on it (test-databases.ts). */
    postgresUrl: string;
  }
}

let running: { stop(): void } | undefined;

/** Vitest's globalSetup: one cluster for the whole run. */
export async function setup({ provide }: { provide: (key: "postgresUrl", value: string) => void }) {
  const postgres = await postgresForTests();
  running = postgres;
  provide("postgresUrl", postgres.url);
}

export const teardown = () => running?.stop();
