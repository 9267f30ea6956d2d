// Installs the Debian packages the tests and benchmarks need when missing, only on Debian as root
// (elsewhere the caller says what to install): `npm test` all at once, a script alone what it needs.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Every Debian package the suite may install. */
const suitePackages = [
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

// apt's helpers run as root, not as `_apt`, which fails where it may not write /tmp (every index
// then "not signed"). Two apts at once fail on the lists' lock, which DPkg::Lock::Timeout does not
// cover: each of our installs takes a lock of ours first, and waits.
const aptOptions = ["-o", "APT::Sandbox::User=root", "-o", "DPkg::Lock::Timeout=600", "-qq"];
const lock = "/var/lock/keystub-apt.lock";

const ours = () => existsSync("/etc/debian_version") && process.getuid?.() === 0;

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
  if (!ours()) return true;
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's format, not JavaScript's
  const format = "${Package} ${db:Status-Status}\\n";
  const listed = spawnSync("dpkg-query", ["-W", "-f", format, ...suitePackages], { encoding: "utf8" }).stdout;
  const missing = suitePackages.filter((name) => !`\n${listed}`.includes(`\n${name} installed\n`));
  return missing.length === 0 || aptInstall(missing, "npm test");
}
