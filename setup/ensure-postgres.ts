// PostgreSQL for the storage tests, the crash test and the benchmark ("the same tests"
// against a real server). Finds Debian's PostgreSQL, installs it with apt where it is missing and
// this is Debian with root, and starts a throwaway cluster in a temporary directory on a loopback
// port. TEST_DATABASE_URL points everything at an existing server instead.
//
//   node setup/ensure-postgres.ts    installs when missing, prints the version
//   vitest's globalSetup               a cluster for the test run (setup and teardown below)
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../server/testing/smtp-sink.ts";
import { aptInstall } from "./apt-install.ts";

const debianRoot = "/usr/lib/postgresql";
const serviceUser = "postgres";

/** The directory of initdb/pg_ctl: PG_BIN, else the newest Debian version, else pg_config's. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => existsSync(join(debianRoot, name, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debianRoot, versions[0], "bin");
  }
  const found = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const dir = found.status === 0 ? found.stdout.trim() : "";
  return dir && existsSync(join(dir, "initdb")) ? dir : undefined;
}

function install(): boolean {
  return aptInstall(["postgresql"], "PostgreSQL is missing");
}

/** The binaries, installed first where that is possible; otherwise an error that says what to do. */
export function ensurePostgres(): string {
  const found = postgresBinDir() ?? (install() ? postgresBinDir() : undefined);
  if (!found) {
    throw new Error(
      'PostgreSQL is needed for the storage tests: install it ("sudo apt-get install postgresql"), ' +
        "set PG_BIN to the directory of its initdb, or set TEST_DATABASE_URL to a server to use",
    );
  }
  return found;
}

export interface ThrowawayPostgres {
  /** A superuser connection URL to the `postgres` database. */
  readonly url: string;
  stop(): void;
  /** Stops the server but keeps its data, as a database outage does. */
  pause(): void;
  /** Starts the paused server again on the same port with the same data. */
  resume(): void;
}

/**
 * initdb in a temporary directory and a server on 127.0.0.1 only. initdb refuses to run as root,
 * so as root the cluster belongs to the `postgres` user Debian's package creates.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = ensurePostgres();
  const asRoot = process.getuid?.() === 0;
  const root = mkdtempSync(join(tmpdir(), "keystub-pg-"));
  const data = join(root, "data");
  const sockets = join(root, "sockets");
  mkdirSync(sockets);
  const command = (name: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", serviceUser, "--", join(bin, name), ...args]]
      : [join(bin, name), args];
    return execFileSync(file, argv, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  };
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", serviceUser], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", serviceUser], { encoding: "utf8" }));
    chownSync(root, uid, gid);
    chownSync(sockets, uid, gid);
  }
  // --no-sync only skips flushing the template files once; the server itself runs with fsync on,
  // as the store insists.
  command("initdb", ["-D", data, "-U", "keystub", "--auth=trust", "--encoding=UTF8", "--no-sync", "--no-instructions"]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${sockets}`,
    "-c max_connections=200",
    "-c shared_buffers=64MB",
  ].join(" ");
  const startServer = () =>
    command("pg_ctl", ["-D", data, "-o", settings, "-l", join(root, "server.log"), "-w", "-t", "60", "start"]);
  try {
    startServer();
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
      command("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  process.once("exit", stop);
  return {
    url: `postgres://keystub@127.0.0.1:${port}/postgres`,
    stop,
    pause: () => command("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    resume: startServer,
  };
}

/** A server for a test run: TEST_DATABASE_URL's, or a throwaway one. */
export async function postgresForTests(): Promise<ThrowawayPostgres> {
  const existing = process.env.TEST_DATABASE_URL;
  if (existing) {
    const unsupported = () => {
      throw new Error("TEST_DATABASE_URL's server is not ours to stop");
    };
    return { url: existing, stop: () => {}, pause: unsupported, resume: unsupported };
  }
  return startThrowawayPostgres();
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A superuser URL; each test file creates its own database on it (test-databases.ts). */
    postgresUrl: string;
  }
}

let running: ThrowawayPostgres | undefined;

/** vitest's globalSetup: one cluster for the whole run. */
export async function setup({ provide }: { provide: (key: "postgresUrl", value: string) => void }) {
  running = await postgresForTests();
  provide("postgresUrl", running.url);
}

export function teardown() {
  running?.stop();
}

if (import.meta.main) {
  try {
    const bin = ensurePostgres();
    console.log(execFileSync(join(bin, "postgres"), ["--version"], { encoding: "utf8" }).trim());
  } catch (error) {
    if (process.env.TEST_DATABASE_URL) process.exit(0);
    console.error((error as Error).message);
    process.exit(1);
  }
}
