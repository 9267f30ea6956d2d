// Finds the browser the end-to-end tests drive: CHROME_PATH, else Debian's Chromium. Where it is
// missing and this is Debian with root, installs it with apt; otherwise says what to install.
// Nothing here downloads a browser of its own.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.ts";

export const defaultChromium = "/usr/bin/chromium";

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

export function chromiumPath(): string {
  return process.env.CHROME_PATH || defaultChromium;
}

function install(): boolean {
  return aptInstall(["chromium", "fonts-liberation"], "Chromium is missing");
}

if (import.meta.main) {
  const path = chromiumPath();
  if (!existsSync(path) && !(path === defaultChromium && install() && existsSync(path))) {
    console.error(
      `No Chromium at ${path}. Install Debian's package ("sudo apt-get install chromium") ` +
        "or set CHROME_PATH to a Chromium or Chrome executable.",
    );
    process.exit(1);
  }
  console.log(execFileSync(path, ["--version"], { encoding: "utf8" }).trim());
}
