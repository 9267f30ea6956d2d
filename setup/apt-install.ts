// Installs Debian packages the tests and benchmarks need (a browser, a database, a reference web
// server) when they are missing: only on Debian, only as root; elsewhere the caller says what to
// install. Used by ensure-chromium.ts, ensure-engines.ts, ensure-postgres.ts, scripts/check-html.ts (Java),
// server/testing/nginx.ts and server/main.test.ts (systemd's socket activation).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * apt normally downloads and verifies as its unprivileged `_apt` user, which fails on a machine
 * whose /tmp that user may not write ("Couldn't create temporary file … for passing config to
 * apt-key", every index then "not signed"). We are root already, so apt's helpers run as root.
 */
const aptOptions = [
  "-o",
  "APT::Sandbox::User=root",
  // Another apt (a second step of the suite installing at the same time, the system's own
  // updates) holds dpkg's lock for a while: wait for it rather than fail.
  "-o",
  "DPkg::Lock::Timeout=600",
  "-qq",
];

/** Whether `packages` were installed; false where apt is not ours to run or it failed. */
export function aptInstall(packages: readonly string[], why: string): boolean {
  if (!existsSync("/etc/debian_version") || process.getuid?.() !== 0) return false;
  console.log(`${why}: installing Debian's ${packages.join(", ")} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const run = (args: readonly string[]) => spawnSync("apt-get", [...aptOptions, ...args], { stdio: "inherit", env });
  if (run(["update"]).status !== 0) return false;
  return run(["install", "-y", ...packages]).status === 0;
}
