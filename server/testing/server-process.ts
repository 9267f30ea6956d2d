// The production server (server/main.ts) as a child process, for tests and the benchmark that
// need the real thing: its own port, store and SMTP settings, killable at any moment.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");
/** Node 24 from the `node` devDependency when the caller runs on an older system Node. */
export const nodeBinary = existsSync(resolve(root, "node_modules/.bin/node"))
  ? resolve(root, "node_modules/.bin/node")
  : process.execPath;

/** A ceiling for a busy machine, never a wait in itself. */
export const patienceMs = 5 * 60_000;

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  /** Run as this user and group id (a root test run checks permissions as an ordinary user). */
  options: { uid?: number } = {},
) {
  // The build the child serves: the caller's BUILD_DIR, else the one in this process's environment.
  if (!existsSync(resolve(root, env.BUILD_DIR ?? process.env.BUILD_DIR ?? "build", "build-info.json"))) {
    throw new Error('The server needs a build: run "npm run build" first');
  }
  const child = spawn(nodeBinary, ["server/main.ts"], {
    cwd: root,
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
    // The tests' webhook receivers listen on loopback (webhook-receiver.ts), which WEBHOOK_URLS
    // refuses unless WEBHOOK_ALLOW_PRIVATE allows it.
    env: { ...process.env, HOST: "127.0.0.1", WEBHOOK_ALLOW_PRIVATE: "true", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + patienceMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const how = child.signalCode ? `was killed by ${child.signalCode}` : `exited with ${child.exitCode}`;
      throw new Error(`The server ${how} during start-up:\n${output.join("\n")}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not start in ${patienceMs / 1000} s:\n${output.join("\n")}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }

  return {
    url,
    child,
    output,
    stop: async (signal: NodeJS.Signals = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
