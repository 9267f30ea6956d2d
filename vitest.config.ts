import { defineConfig } from "vitest/config";
import { readPublicConfig } from "./site/config.ts";

// Unit tests live next to the code (*.test.ts); end-to-end tests are Playwright's (tests/e2e).
export default defineConfig({
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(readPublicConfig({})),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  test: {
    include: ["{app,content,scripts,server,site,tests/support}/**/*.test.{ts,tsx}"],
    environment: "node",
    // The storage tests run against SQLite and a real PostgreSQL server (issue 5).
    globalSetup: ["scripts/ensure-postgres.ts"],
    env: { LOG_LEVEL: "silent" },
  },
});
