// `npm run lockfile`: adds the other platforms' optional binaries (Biome, Tailwind's oxide) this registry
// leaves out of the lock, which `npm ci` would refuse; their os/cpu let it skip them (docs/dependencies.md).
import { readFileSync, writeFileSync } from "node:fs";

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const path = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(path, "utf8")) as { packages: Record<string, LockEntry> };

/** The platform a binary package is for, read from its name (e.g. cli-linux-arm64-musl, oxide-win32-x64-msvc). */
function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> {
  const os = ["darwin", "linux", "win32", "android", "freebsd", "openharmony"].find((candidate) =>
    name.includes(`-${candidate}-`),
  );
  const cpu = ["arm64", "x64", "arm", "ia32", "ppc64", "s390x", "riscv64", "wasm32"].find((candidate) =>
    new RegExp(`-${candidate}(-|$)`).test(name),
  );
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(name.endsWith("-musl")
      ? { libc: ["musl"] }
      : name.endsWith("-gnu") || name.endsWith("-gnueabihf")
        ? { libc: ["glibc"] }
        : {}),
  };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${dependency}`;
    const hoisted = `node_modules/${dependency}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[hoisted] = { version, optional: true, ...platformOf(dependency) };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
