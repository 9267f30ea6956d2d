// `npm test`: every check the project has, cheapest first, stopping at the first failure, with the
// time each step took. The unit tests, the container check and the test build (scripts/test-build.ts)
// run at the same time: the first two spend much of their time waiting on servers, databases and
// npm, so on a 2-core machine each mostly fits in the others' wait. The unit tests print as they
// go; the other two print when they are done.
import { type ChildProcess, spawn } from "node:child_process";

const before = ["audit", "lint", "typecheck", "build", "check:budgets", "check:engines", "check:html"];
const together = "test:unit";
const alongside = ["check:container"];
const after = ["test:e2e"];

const timings: [string, number][] = [];
const children = new Set<ChildProcess>();
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

function run(command: string, args: string[], capture = false): Promise<{ ok: boolean; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit", detached: capture });
    children.add(child);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.on("close", (code) => {
      children.delete(child);
      done({ ok: code === 0, output });
    });
  });
}

async function step(script: string): Promise<void> {
  const started = performance.now();
  console.log(`\n▶ npm run ${script}`);
  const { ok } = await run("npm", ["run", script, "--silent"]);
  timings.push([script, performance.now() - started]);
  if (!ok) fail(`npm run ${script} failed`);
}

function fail(message: string): never {
  // A build still running in the background stops with us (its whole process group).
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  summary();
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

function summary(): void {
  console.log("\nnpm test, step by step:");
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(26)}${seconds(ms).padStart(7)}`);
}

const started = performance.now();
for (const script of before) await step(script);

/** A step run with its output held back, and how long it took. */
function inBackground(name: string, command: string, args: string[]) {
  const started = performance.now();
  return run(command, args, true).then((result) => {
    timings.push([`${name} (alongside)`, performance.now() - started]);
    return { name, ...result };
  });
}

const background = [
  ...alongside.map((script) => inBackground(script, "npm", ["run", script, "--silent"])),
  inBackground("test build", "node", ["scripts/test-build.ts"]),
];
await step(together);
for (const { name, ok, output } of await Promise.all(background)) {
  if (output.trim()) console.log(`\n▶ ${name}\n${output.trim()}`);
  if (!ok) fail(`${name} failed`);
}

for (const script of after) await step(script);
timings.push(["total", performance.now() - started]);
summary();
