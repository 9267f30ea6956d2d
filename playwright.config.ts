import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/ensure-chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium, started with the flags that keep it quiet on a closed network.
const launchOptions = { executablePath: chromiumPath(), args: chromiumFlags };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  use: { baseURL, launchOptions, trace: "off" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions }, grepInvert: /@phone/ },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions }, grep: /@phone/ },
  ],
  webServer: {
    // The project's own Node 24, whichever node runs Playwright.
    command: "node_modules/.bin/node server/main.ts",
    url: `${baseURL}/healthz`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
