// The test build: the pages built with an analytics id, a chat widget and the pseudo-locale into
// BUILD_DIR (tests/e2e/consent-site.ts), then served by the production server. It builds only when that
// build is missing, was made with another public configuration, or is older than the default
// build (which `npm test` and every code change produce first), so a test run costs one extra
// build at most and none when nothing changed.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { readPublicConfig } from "../site/config.ts";

const buildDir = process.env.BUILD_DIR;
if (!buildDir || buildDir === "build") {
  console.error("serve-vendor-build: set BUILD_DIR to a directory other than build/");
  process.exit(1);
}

const info = `${buildDir}/build-info.json`;
const fingerprint = createHash("sha256")
  .update(JSON.stringify(readPublicConfig(process.env)))
  .digest("hex");
const built = existsSync(info) ? (JSON.parse(readFileSync(info, "utf8")) as { fingerprint?: string }) : undefined;
const defaultBuild = "build/build-info.json";
const olderThanDefault =
  existsSync(defaultBuild) && existsSync(info) && statSync(defaultBuild).mtimeMs > statSync(info).mtimeMs;

if (!built || built.fingerprint !== fingerprint || olderThanDefault) {
  console.log(`serve-vendor-build: building the pages into ${buildDir}`);
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"], env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");
