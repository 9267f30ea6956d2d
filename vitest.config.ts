import { defineConfig } from "vitest/config";
import { compileTimeConstants } from "./scripts/compile-time-constants.ts";
import { inlineScripts } from "./scripts/vite-inline-scripts.ts";

// Unit tests live next to the code (*.test.ts); end-to-end tests are Playwright's (tests/e2e).
export default defineConfig({
  define: compileTimeConstants({}),
  // The inbox's sign-in page (app/admin/) renders its script from the module the build bundles.
  plugins: [inlineScripts()],
  test: {
    include: ["{app,content,docs,scripts,server,site}/**/*.test.{ts,tsx}"],
    environment: "node",
    // The storage tests run against SQLite and a real PostgreSQL server.
    globalSetup: ["setup/ensure-postgres.ts"],
    env: { LOG_LEVEL: "silent" },
    // Many tests start the real server, copy a build or wait on a database: on a busy 2-core
    // machine (npm test makes the test build alongside) 5 s is not a bound on any of them.
    testTimeout: 30_000,
    // expect.poll waits for what a test expects to happen (a mail arriving, a log line); its default
    // of 1 s is a time window, which a server sending a mail on a loaded machine can miss.
    expect: { poll: { timeout: 20_000 } },
    // Two files at a time (the default is one fewer than the cores): most of a file's time is spent
    // waiting on a server, a database or a lease, not on the CPU.
    maxWorkers: 2,
  },
});
