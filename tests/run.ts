// `npm test`: every check, stopping at the first failure, with each step's time. The quick checks
// and the build first; then two stages, each a main step with others beside it filling its waits
// (docs/scripts.md). Debian packages are installed first, in one apt call (apt's lock).
import { type ChildProcess, spawn } from "node:child_process";
import { installSuitePackages } from "../setup/apt-install.ts";

const before = ["audit", "lint", "typecheck", "build"];
/** Each stage: its main step, and the chains of steps beside it (a chain runs one step after another). */
const stages: { main: string; beside: { name: string; command: string[] }[][] }[] = [
  {
    main: "test:unit",
    beside: [
      [{ name: "check:container", command: ["npm", "run", "check:container", "--silent"] }],
      [{ name: "test build", command: ["node", "scripts/test-build.ts"] }],
      [{ name: "check:html", command: ["npm", "run", "check:html", "--silent"] }],
    ],
  },
  {
    main: "test:e2e",
    beside: [
      [
        { name: "check:budgets", command: ["npm", "run", "check:budgets", "--silent"] },
        { name: "check:engines", command: ["npm", "run", "check:engines", "--silent"] },
      ],
    ],
  },
];

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
if (!installSuitePackages()) fail("installing the suite's Debian packages failed");
for (const script of before) await step(script);

/** A step run with its output held back, and how long it took. */
async function inBackground(name: string, [command = "npm", ...args]: string[]) {
  const started = performance.now();
  const result = await run(command, args, true);
  timings.push([`${name} (beside)`, performance.now() - started]);
  return { name, ...result };
}

/** One step after another; stops at the first that fails. */
async function chain(steps: { name: string; command: string[] }[]) {
  const results = [];
  for (const { name, command } of steps) {
    const result = await inBackground(name, command);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

for (const { main, beside } of stages) {
  const background = beside.map(chain);
  await step(main);
  for (const { name, ok, output } of (await Promise.all(background)).flat()) {
    if (output.trim()) console.log(`\n▶ ${name}\n${output.trim()}`);
    if (!ok) fail(`${name} failed`);
  }
}
timings.push(["total", performance.now() - started]);
summary();
