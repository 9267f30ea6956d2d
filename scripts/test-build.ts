// The test build (scripts/test-site.ts), made only when missing, made with another configuration or
// older than a source or the default build: a test run costs one extra build at most.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { readPublicConfig } from "../site/config.ts";
import { staleness } from "./build-info.ts";
import { consentSite } from "./test-site.ts";

export const testBuildEnvironment = { ...process.env, BUILD_DIR: consentSite.buildDir, ...consentSite.env };

/** Builds the test build if it is not current; returns false when the build failed. */
export function ensureTestBuild(env: NodeJS.ProcessEnv = testBuildEnvironment): boolean {
  const buildDir = env.BUILD_DIR;
  if (!buildDir || buildDir === "build") throw new Error("test-build: BUILD_DIR must be a directory other than build/");
  const info = `${buildDir}/build-info.json`;
  const stale = staleness(resolve(import.meta.dirname, ".."), buildDir, readPublicConfig(env));
  const defaultBuild = "build/build-info.json";
  const olderThanDefault =
    existsSync(defaultBuild) && existsSync(info) && statSync(defaultBuild).mtimeMs > statSync(info).mtimeMs;
  if (!stale && !olderThanDefault) return true;
  console.log(`test-build: building the pages into ${buildDir}`);
  return spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"], env }).status === 0;
}

if (import.meta.main && !ensureTestBuild()) process.exit(1);
