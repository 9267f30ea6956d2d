// `npm run check:container` (part of `npm test`): the Dockerfile builds an image that serves and
// is ready. With a container engine that answers, it builds and runs the image and waits for its
// HEALTHCHECK. Without one, it reads the Dockerfile and runs the same steps itself, so the two
// cannot drift: the files the context would hold (minus .dockerignore) copied to a clean folder,
// every RUN of the build stage there (a cache mount is the project's own .cache/, as a builder
// that has built this project before would hold it), the files the runtime stage copies, then its CMD with its
// ENV as an ordinary user (the stage's USER), the data directory in a fresh folder as the VOLUME
// would be, and its HEALTHCHECK command run until it passes. The image is built and run with a
// public SITE_URL, and its pages must pass the public-build checks (scripts/check-public-build.ts).
// Prints how long each step took. CONTAINER_ENGINE=required (CI's container job) fails instead of
// emulating when no engine answers.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { assertPublicBuild, publicSiteUrl } from "./check-public-build.ts";

const root = resolve(import.meta.dirname, "..");
// The image is built and run as for the public site (docs/deploy.md: SITE_URL as a build argument
// and in the container's environment); its pages are then checked as a public build. No test-only
// setting reaches it.
const { PSEUDO_LOCALE: _testOnly, ...hostEnvironment } = process.env;
const publicEnvironment = { SITE_URL: publicSiteUrl };

interface Instruction {
  readonly keyword: string;
  readonly args: string;
}
interface Stage {
  readonly name: string;
  readonly instructions: Instruction[];
}

/** The Dockerfile's stages and instructions (line continuations joined, comments dropped). */
export function parseDockerfile(text: string): { args: Map<string, string>; stages: Stage[] } {
  const lines = text.replace(/\\\r?\n\s*/g, " ").split(/\r?\n/);
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of lines) {
    const match = /^\s*([A-Z]+)\s+(.*)$/.exec(line);
    if (!match || line.trim().startsWith("#")) continue;
    const [, keyword = "", rest = ""] = match;
    if (keyword === "FROM") {
      stages.push({ name: /\bAS\s+(\S+)/i.exec(rest)?.[1] ?? String(stages.length), instructions: [] });
      continue;
    }
    if (keyword === "ARG" && stages.length === 0) {
      for (const [, name = "", value = ""] of rest.matchAll(/(\w+)=(\S+)/g)) args.set(name, value);
      continue;
    }
    stages.at(-1)?.instructions.push({ keyword, args: rest.trim() });
  }
  return { args, stages };
}

/** `KEY=value KEY2=value2` of ENV. */
function envPairs(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map((m) => [m[1], m[2]?.replace(/^"|"$/g, "")]));
}

/** A RUN's shell command and the targets of its cache mounts (the only flag emulated). */
function runFlags(text: string): { command: string; caches: string[] } {
  const caches: string[] = [];
  let rest = text;
  for (let flag = /^--(\S+)\s+/.exec(rest); flag; flag = /^--(\S+)\s+/.exec(rest)) {
    const target = /^mount=type=cache,(?:.*,)?target=([^,\s]+)/.exec(flag[1] ?? "")?.[1];
    if (!target?.startsWith("/app/")) throw new Error(`RUN --${flag[1]}: only a cache mount under /app is emulated`);
    caches.push(target);
    rest = rest.slice(flag[0].length);
  }
  return { command: rest, caches };
}

/** A CMD or HEALTHCHECK command in exec form (a JSON array). */
function execForm(text: string): string[] {
  return JSON.parse(text.slice(text.indexOf("["))) as string[];
}

/** The files `docker build .` would send, as git knows them (tracked and untracked, not ignored). */
function contextFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  });
  const ignored = readFileSync(join(root, ".dockerignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const excluded = (file: string) => {
    let out = false;
    for (const pattern of ignored) {
      const negated = pattern.startsWith("!");
      const glob = negated ? pattern.slice(1) : pattern;
      const regex = new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}(/|$)`);
      if (regex.test(file)) out = !negated;
    }
    return out;
  };
  return listed.split("\0").filter((file) => file && !excluded(file));
}

function engineAnswers(): boolean {
  return spawnSync("docker", ["info"], { stdio: "ignore", timeout: 15_000 }).status === 0;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function withEngine(): Promise<void> {
  const tag = `keystub-website-check:${process.pid}`;
  let started = performance.now();
  execFileSync("docker", ["build", "--build-arg", `SITE_URL=${publicSiteUrl}`, "-t", tag, "."], {
    cwd: root,
    stdio: "inherit",
  });
  console.info(`check:container: image built in ${seconds(started)}`);
  const pagesDir = mkdtempSync(join(tmpdir(), "keystub-image-build-"));
  const created = execFileSync("docker", ["create", tag], { encoding: "utf8" }).trim();
  try {
    execFileSync("docker", ["cp", `${created}:/app/build`, pagesDir]);
    assertPublicBuild(join(pagesDir, "build"), publicSiteUrl, "check:container");
  } finally {
    spawnSync("docker", ["rm", "-f", created], { stdio: "ignore" });
    rmSync(pagesDir, { recursive: true, force: true });
  }
  started = performance.now();
  const id = execFileSync("docker", ["run", "-d", "-P", "-e", `SITE_URL=${publicSiteUrl}`, tag], {
    encoding: "utf8",
  }).trim();
  try {
    for (;;) {
      const health = execFileSync("docker", ["inspect", "-f", "{{.State.Health.Status}}", id], {
        encoding: "utf8",
      }).trim();
      if (health === "healthy") break;
      if (health === "unhealthy") throw new Error("The container's HEALTHCHECK failed");
      await new Promise((wait) => setTimeout(wait, 1000));
    }
    console.info(`check:container: healthy (/readyz) ${seconds(started)} after start`);
  } finally {
    spawnSync("docker", ["rm", "-f", id], { stdio: "ignore" });
    spawnSync("docker", ["rmi", tag], { stdio: "ignore" });
  }
}

async function withoutEngine(): Promise<void> {
  const { args, stages } = parseDockerfile(readFileSync(join(root, "Dockerfile"), "utf8"));
  const build = stages[0];
  const runtime = stages.at(-1);
  if (!build || !runtime || build === runtime)
    throw new Error("The Dockerfile needs a build stage and a runtime stage");

  // The base image's Node is the project's pinned Node: the same version as the `node` package.
  const image = args.get("NODE_IMAGE") ?? "";
  const pinned = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { devDependencies: { node: string } })
    .devDependencies.node;
  if (!image.startsWith(`node:${pinned}-`)) {
    throw new Error(`The Dockerfile's NODE_IMAGE (${image}) is not Node ${pinned}, the version package.json pins`);
  }
  // npm scripts run on the `node` package's Node: the image's own, by the check above.
  if (!process.version.startsWith(`v${pinned}`))
    throw new Error(`Run this on Node ${pinned} (npm run check:container)`);
  const nodeDir = mkdtempSync(join(tmpdir(), "keystub-container-node-"));
  copyFileSync(process.execPath, join(nodeDir, "node"));
  chmodSync(join(nodeDir, "node"), 0o755);
  chmodSync(nodeDir, 0o755);

  const scratch = mkdtempSync(join(tmpdir(), "keystub-container-"));
  chmodSync(scratch, 0o755);
  const context = join(scratch, "context");
  const buildDir = join(scratch, "build-stage");
  const app = join(scratch, "runtime-stage");
  let server: ReturnType<typeof spawn> | undefined;
  try {
    for (const file of contextFiles()) cpSync(join(root, file), join(context, file), { recursive: true });
    mkdirSync(buildDir, { recursive: true });
    // The image's PATH: its own Node 24 first.
    const path = `${nodeDir}:${process.env.PATH ?? ""}`;
    let workdir = buildDir;
    for (const { keyword, args: text } of build.instructions) {
      if (keyword === "WORKDIR") continue; // the stage's folder is buildDir
      if (keyword === "COPY") {
        const parts = text.split(/\s+/);
        const destination = parts.pop() ?? ".";
        for (const source of parts) {
          cpSync(source === "." ? context : join(context, source), join(workdir, source === "." ? "" : source), {
            recursive: true,
          });
        }
        if (destination !== "./" && destination !== ".") throw new Error(`COPY to ${destination} is not emulated`);
        continue;
      }
      if (keyword === "RUN") {
        const started = performance.now();
        const { command, caches } = runFlags(text);
        for (const target of caches) mkdirSync(join(root, relative("/app", target)), { recursive: true });
        for (const target of caches)
          symlinkSync(join(root, relative("/app", target)), join(workdir, relative("/app", target)));
        const result = spawnSync("sh", ["-c", command], {
          cwd: workdir,
          stdio: "inherit",
          env: { ...hostEnvironment, ...publicEnvironment, PATH: path, CI: "1" },
        });
        for (const target of caches) rmSync(join(workdir, relative("/app", target)));
        if (result.status !== 0) throw new Error(`RUN ${text} failed (${result.status})`);
        console.info(`check:container: RUN ${text}: ${seconds(started)}`);
      }
    }
    workdir = buildDir;
    assertPublicBuild(join(buildDir, "build"), publicSiteUrl, "check:container");

    // The runtime stage: its COPY --from=build lines, ENV, USER, VOLUME, HEALTHCHECK and CMD.
    let env: Record<string, string> = {};
    let user: string | undefined;
    let healthcheck: string[] = [];
    let command: string[] = [];
    const volumes: string[] = [];
    for (const { keyword, args: text } of runtime.instructions) {
      if (keyword === "ENV") env = { ...env, ...envPairs(text) };
      else if (keyword === "USER") user = text;
      else if (keyword === "VOLUME") volumes.push(text);
      else if (keyword === "HEALTHCHECK") healthcheck = execForm(text);
      else if (keyword === "CMD") command = execForm(text);
      else if (keyword === "COPY") {
        const from = /--from=(\S+)\s+(\S+)\s+(\S+)/.exec(text);
        if (!from) throw new Error(`COPY ${text}: only --from=build is emulated`);
        const [, , source = "", destination = ""] = from;
        const target = join(app, destination.replace(/^\.\/?/, ""));
        mkdirSync(dirname(target), { recursive: true });
        cpSync(
          join(buildDir, source.replace(/^\/app\/?/, "")),
          destination.endsWith("/") && !source.endsWith("/") ? join(target, source.split("/").pop() ?? "") : target,
          {
            recursive: true,
          },
        );
      }
    }
    if (!user || user === "root") throw new Error("The runtime stage must set a USER other than root");
    if (!command.length || !healthcheck.length) throw new Error("The runtime stage needs a CMD and a HEALTHCHECK");
    const port = Number(env.PORT ?? 3000) + 1000 + (process.pid % 1000);
    const data = join(scratch, "volume");
    mkdirSync(data);
    if (!volumes.includes(env.DATA_DIR ?? "")) throw new Error("DATA_DIR must be a VOLUME");
    // An ordinary user, as the image's USER: as root here, nobody.
    const uid = process.getuid?.() === 0 ? 65534 : undefined;
    if (uid !== undefined) chownSync(data, uid, uid);
    const runEnv = { PATH: path, ...env, ...publicEnvironment, DATA_DIR: data, PORT: String(port), HOST: "127.0.0.1" };
    const started = performance.now();
    const [cmd = "node", ...cmdArgs] = command;
    server = spawn(cmd, cmdArgs, { cwd: app, env: runEnv, stdio: "inherit", ...(uid ? { uid, gid: uid } : {}) });
    // The HEALTHCHECK as written, with the port this run uses.
    const [check = "node", ...checkArgs] = healthcheck.map((part) =>
      part.replace(`:${env.PORT ?? 3000}/`, `:${port}/`),
    );
    for (;;) {
      if (server.exitCode !== null) throw new Error(`CMD exited with ${server.exitCode}`);
      const attempt = spawnSync(check, checkArgs, { env: runEnv, timeout: 3000, encoding: "utf8" });
      if (attempt.status === 0) break;
      if (performance.now() - started > 60_000) {
        // What the last attempt said, so that a failure here can be understood from the log alone.
        const said = `${attempt.stdout}${attempt.stderr}`.trim().split("\n").slice(-5).join(" | ");
        const ended =
          attempt.error?.message ?? (attempt.signal ? `signal ${attempt.signal}` : `exit ${attempt.status}`);
        throw new Error(`The HEALTHCHECK did not pass within 60 s (last attempt: ${ended}${said ? `: ${said}` : ""})`);
      }
      await new Promise((wait) => setTimeout(wait, 250));
    }
    console.info(`check:container: CMD ready (HEALTHCHECK passed) ${seconds(started)} after start`);
  } finally {
    server?.kill("SIGTERM");
    if (server && server.exitCode === null) await new Promise((done) => server?.once("exit", done));
    rmSync(scratch, { recursive: true, force: true });
    rmSync(nodeDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const started = performance.now();
  if (engineAnswers()) await withEngine();
  else if (process.env.CONTAINER_ENGINE === "required") {
    // CI's container job: the real image must be built and run, never the emulation.
    console.error("check:container: CONTAINER_ENGINE=required, but no container engine answers (docker info)");
    process.exit(1);
  } else {
    console.info("check:container: no container engine answers; running the Dockerfile's steps in a clean copy");
    await withoutEngine();
  }
  console.info(`check:container: passed in ${seconds(started)}`);
}
