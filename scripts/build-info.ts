// What a build records about itself (BUILD_DIR/build-info.json), and the questions asked of it:
// was it made with this public configuration, and is it newer than every source it was made from.
// Written by finish-build.ts; read by start.ts (`npm start`) and test-build.ts.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PublicConfig } from "../site/config.ts";

export interface BuildInfo {
  readonly builtAt: string;
  readonly fingerprint: string;
  readonly publicConfig: PublicConfig;
}

/** The public configuration's fingerprint: the same settings give the same pages. */
export function buildFingerprint(config: PublicConfig): string {
  return createHash("sha256").update(JSON.stringify(config)).digest("hex");
}

export function writeBuildInfo(buildDir: string, config: PublicConfig): void {
  const info: BuildInfo = {
    builtAt: new Date().toISOString(),
    fingerprint: buildFingerprint(config),
    publicConfig: config,
  };
  writeFileSync(join(buildDir, "build-info.json"), `${JSON.stringify(info, null, 2)}\n`);
}

export function readBuildInfo(buildDir: string): BuildInfo | undefined {
  const path = join(buildDir, "build-info.json");
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as BuildInfo) : undefined;
}

/** What the pages are made from: a change to any of these makes a build out of date. */
export const buildSources = [
  "app",
  "art",
  "content",
  "public",
  "site",
  "scripts",
  "package-lock.json",
  "vite.config.ts",
  "vite.editor.config.ts",
] as const;

/** The newest modification time among the build's sources under `root`, in milliseconds. */
export function newestSource(root: string): number {
  let newest = 0;
  const visit = (path: string) => {
    const stat = statSync(path);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  for (const source of buildSources) if (existsSync(join(root, source))) visit(join(root, source));
  return newest;
}

/** Why a build cannot be served as it is, or undefined when it can. */
export function staleness(root: string, buildDir: string, config: PublicConfig): string | undefined {
  const info = readBuildInfo(buildDir);
  if (!info) return "No build yet";
  if (info.fingerprint !== buildFingerprint(config)) return "The public configuration changed";
  if (newestSource(root) > Date.parse(info.builtAt)) return "The sources changed since the last build";
  return undefined;
}
