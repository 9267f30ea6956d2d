// `npm test`: every check the project has, cheapest first, stopping at the first failure, with the
// time each step took. The test build (scripts/test-build.ts) is made while the unit tests and the
// container check run: those spend much of their time waiting on servers, databases and npm, so on
// a 2-core machine the extra build mostly fits in that wait instead of delaying the end-to-end tests.
import { type ChildProcess, spawn } from "node:child_process";

const before = ["audit", "lint", "typecheck", "build", "check:budgets", "check:html"];
const alongsideTestBuild = ["test:unit", "check:container"];
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

const testBuildStarted = performance.now();
const testBuild = run("node", ["scripts/test-build.ts"], true).then((result) => {
  timings.push(["test build (alongside)", performance.now() - testBuildStarted]);
  return result;
});
for (const script of alongsideTestBuild) await step(script);
const { ok, output } = await testBuild;
if (output.trim()) console.log(`\n▶ test build\n${output.trim()}`);
if (!ok) fail("the test build failed");

for (const script of after) await step(script);
timings.push(["total", performance.now() - started]);
summary();
