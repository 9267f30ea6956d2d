// `npm test`: every check, stopping at the first failure, with each step's time. The quick checks
// and the build first; then two stages, each a main step with others beside it filling its waits
// (docs/scripts.md). Debian packages are installed first, in one apt call (apt's lock).
import { type ChildProcess, spawn } from "node:child_process";
import { installSuitePackages } from "../setup/apt-install.ts";

const npm = (script: string) => ({ name: script, command: ["npm", "run", script, "--silent"] });
const before = ["audit", "lint", "typecheck", "build"];
/** Each stage: its main step, and the chains of steps beside it (a chain runs one step after another). */
const stages = [
  {
    main: "test:unit",
    beside: [
      [npm("check:container")],
      [{ name: "test build", command: ["node", "scripts/test-build.ts"] }],
      [npm("check:html")],
    ],
  },
  { main: "test:e2e", beside: [[npm("check:budgets"), npm("check:engines")]] },
];

const timings: [string, number][] = [];
const children = new Set<ChildProcess>();

/** Runs a step, its output shown, or held back in a process group of its own (`beside`), and times it. */
function run(name: string, [command = "npm", ...args]: string[], beside = false) {
  const started = performance.now();
  return new Promise<{ name: string; ok: boolean; output: string }>((done) => {
    const child = spawn(command, args, { stdio: beside ? ["ignore", "pipe", "pipe"] : "inherit", detached: beside });
    children.add(child);
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk;
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("close", (code) => {
      children.delete(child);
      timings.push([beside ? `${name} (beside)` : name, performance.now() - started]);
      done({ name, ok: code === 0, output });
    });
  });
}

async function step(script: string): Promise<void> {
  console.log(`\n▶ npm run ${script}`);
  if (!(await run(script, npm(script).command)).ok) fail(`npm run ${script} failed`);
}

/** One step after another; stops at the first that fails. */
async function chain(steps: { name: string; command: string[] }[]) {
  const results = [];
  for (const { name, command } of steps) {
    const result = await run(name, command, true);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
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
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(26)}${`${(ms / 1000).toFixed(0)} s`.padStart(7)}`);
}

const started = performance.now();
if (!installSuitePackages()) fail("installing the suite's Debian packages failed");
for (const script of before) await step(script);
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
