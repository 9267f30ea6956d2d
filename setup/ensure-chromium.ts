// Finds the browsers: Debian's Chromium for the benchmarks and screenshots, and Debian's build of
// the same Chromium as a headless shell for the end-to-end tests (what Playwright itself runs
// headless tests on; a fresh page costs it about a third of the processor time, which on a 2-core
// machine is most of the suite's time). CHROME_PATH overrides both. Where one is missing and this
// is Debian with root, installs it with apt; otherwise says what to install. Nothing here
// downloads a browser of its own.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.ts";

export const defaultChromium = "/usr/bin/chromium";
export const defaultHeadlessShell = "/usr/bin/chromium-headless-shell";

/** Flags that keep Chromium quiet and quick on a closed network (no background fetches). */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The full browser: Lighthouse, the LCP explainer and the screenshots. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || defaultChromium;
}

/** The end-to-end tests' browser. */
export function testChromiumPath(): string {
  return process.env.CHROME_PATH || defaultHeadlessShell;
}

function install(): boolean {
  return aptInstall(["chromium", "chromium-headless-shell", "fonts-liberation"], "Chromium is missing");
}

if (import.meta.main) {
  const paths = [...new Set([chromiumPath(), testChromiumPath()])];
  const missing = () => paths.filter((path) => !existsSync(path));
  const installable = missing().every((path) => path === defaultChromium || path === defaultHeadlessShell);
  if (missing().length > 0 && !(installable && install() && missing().length === 0)) {
    console.error(
      `No Chromium at ${missing().join(" or ")}. Install Debian's packages ` +
        '("sudo apt-get install chromium chromium-headless-shell") or set CHROME_PATH to a Chromium or Chrome executable.',
    );
    process.exit(1);
  }
  for (const path of paths) console.log(execFileSync(path, ["--version"], { encoding: "utf8" }).trim());
}
