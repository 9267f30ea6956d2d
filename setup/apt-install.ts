// Installs Debian packages the tests and benchmarks need (browsers, a database, a reference web
// server, Java for the HTML checker) when they are missing: only on Debian, only as root; elsewhere
// the caller says what to install. `npm test` installs every one of them before its first step
// (tests/run.ts), since its steps run beside each other; a script run on its own installs just what
// it needs (ensure-chromium.ts, ensure-postgres.ts, scripts/check-engines.ts, scripts/check-html.ts,
// server/testing/nginx.ts, server/main.test.ts).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Every Debian package the suite may install. */
export const suitePackages = [
  "chromium",
  "chromium-headless-shell",
  "fonts-liberation",
  "firefox-esr",
  "webkit2gtk-driver",
  "xvfb",
  "xauth",
  "openssl",
  "postgresql",
  "nginx-light",
  "default-jre-headless",
  "systemd",
] as const;

/**
 * apt normally downloads and verifies as its unprivileged `_apt` user, which fails on a machine
 * whose /tmp that user may not write ("Couldn't create temporary file … for passing config to
 * apt-key", every index then "not signed"). We are root already, so apt's helpers run as root.
 */
const aptOptions = ["-o", "APT::Sandbox::User=root", "-o", "DPkg::Lock::Timeout=600", "-qq"];

/**
 * Two apts at once fail on the lock of apt's lists ("Could not get lock /var/lib/apt/lists/lock"),
 * which DPkg::Lock::Timeout does not cover: each of our installs takes this lock first, and waits.
 */
const lock = "/var/lock/keystub-apt.lock";

const ours = () => existsSync("/etc/debian_version") && process.getuid?.() === 0;

/** The packages among `packages` that dpkg does not have installed. */
export function missingPackages(packages: readonly string[]): string[] {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's format, not JavaScript's
  const installed = spawnSync("dpkg-query", ["-W", "-f", "${Package} ${db:Status-Status}\\n", ...packages], {
    encoding: "utf8",
  }).stdout;
  const present = new Set(
    installed.split("\n").flatMap((line) => (line.endsWith(" installed") ? [line.split(" ")[0]] : [])),
  );
  return packages.filter((name) => !present.has(name));
}

/** Whether `packages` were installed; false where apt is not ours to run or it failed. */
export function aptInstall(packages: readonly string[], why: string): boolean {
  if (!ours()) return false;
  console.log(`${why}: installing Debian's ${packages.join(", ")} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const run = (args: readonly string[]) =>
    spawnSync("flock", ["--wait", "900", lock, "apt-get", ...aptOptions, ...args], { stdio: "inherit", env });
  if (run(["update"]).status !== 0) return false;
  return run(["install", "-y", ...packages]).status === 0;
}

/** Installs whichever of the suite's packages are missing, in one apt call; false if that failed. */
export function installSuitePackages(): boolean {
  const missing = ours() ? missingPackages(suitePackages) : [];
  return missing.length === 0 || aptInstall(missing, "npm test");
}
