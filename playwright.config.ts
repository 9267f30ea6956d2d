import { defineConfig, devices } from "@playwright/test";
import { consentSite, hostResolverRules } from "./scripts/test-site.ts";
import { chromiumFlags, testChromiumPath } from "./setup/ensure-chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
// The test build (analytics, chat and the pseudo-locale; scripts/test-site.ts) on its own
// port and host name.
const vendorPort = port + 1000;
const vendorTests = /(consent-vendors|pseudo-locale)\.spec\.ts$/;
// `npm run dev`, checked like the build, on a port of its own.
const devPort = port + 2000;
const devTests = /dev-server\.spec\.ts$/;

// Debian's Chromium headless shell (setup/ensure-chromium.ts), started with the flags that keep
// it quiet on a closed network.
const launchOptions = { executablePath: testChromiumPath(), args: chromiumFlags };

/**
 * Playwright's request client reuses a kept-alive connection without reading the server's
 * `Keep-Alive: timeout=5`, and does not send again a request that a connection closing as it was
 * reused cut off (a browser does): a test's next request about 6 s after its last one could meet
 * ECONNRESET. The servers the tests share keep idle connections longer than any test runs.
 */
const keepConnections = { KEEP_ALIVE_TIMEOUT_MS: "600000" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three at a time on two cores: a test spends most of its time waiting on the page, and three
  // ran the suite about 15% faster than two or four here.
  workers: 3,
  // No retries, on CI too: a test that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  use: { baseURL, launchOptions, trace: "off" },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions },
      grepInvert: /@phone/,
      testIgnore: [vendorTests, devTests],
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], launchOptions },
      grep: /@phone/,
      testIgnore: [vendorTests, devTests],
    },
    {
      name: "dev",
      testMatch: devTests,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${devPort}`, launchOptions },
    },
    {
      name: "consent-vendors",
      testMatch: vendorTests,
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://${consentSite.host}:${vendorPort}`,
        launchOptions: { ...launchOptions, args: [...chromiumFlags, `--host-resolver-rules=${hostResolverRules}`] },
      },
    },
  ],
  webServer: [
    {
      command: `node_modules/.bin/node node_modules/.bin/vite --host 127.0.0.1 --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The project's own Node 24, whichever node runs Playwright.
      command: "node_modules/.bin/node server/main.ts",
      url: `${baseURL}/healthz`,
      env: { PORT: String(port), HOST: "127.0.0.1", ...keepConnections },
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // Builds build/vendors first when it is missing or older than build/ (about one build's time).
      command: "node_modules/.bin/node tests/serve-test-build.ts",
      url: `http://127.0.0.1:${vendorPort}/healthz`,
      env: {
        PORT: String(vendorPort),
        HOST: "127.0.0.1",
        BUILD_DIR: consentSite.buildDir,
        ...consentSite.env,
        ...keepConnections,
      },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
