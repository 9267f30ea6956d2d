// Debian's Chromium for benchmarks and screenshots, its headless shell for the end-to-end tests (a
// third of the processor time a page); CHROME_PATH overrides both. Alone, it installs what is missing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.ts";

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

/** The full browser: Lighthouse, first-tap and the screenshots. */
export const chromiumPath = () => process.env.CHROME_PATH || "/usr/bin/chromium";
/** The end-to-end tests' browser. */
export const testChromiumPath = () => process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell";

if (import.meta.main) {
  const paths = [...new Set([chromiumPath(), testChromiumPath()])];
  const missing = () => paths.filter((path) => !existsSync(path));
  const packages = ["chromium", "chromium-headless-shell", "fonts-liberation"];
  if (
    missing().length &&
    !(!process.env.CHROME_PATH && aptInstall(packages, "Chromium is missing") && !missing().length)
  ) {
    console.error(
      `No Chromium at ${missing().join(" or ")}: install Debian's (apt-get install chromium chromium-headless-shell) or set CHROME_PATH to a Chromium or Chrome executable.`,
    );
    process.exit(1);
  }
  for (const path of paths) console.log(execFileSync(path, ["--version"], { encoding: "utf8" }).trim());
}
