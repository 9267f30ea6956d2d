// BUILD_DIR/build-info.json: the public configuration a build was made with (its time is the build's),
// and whether the build can be served as it is.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PublicConfig } from "../site/config.ts";

export function writeBuildInfo(buildDir: string, config: PublicConfig): void {
  writeFileSync(join(buildDir, "build-info.json"), `${JSON.stringify({ publicConfig: config }, null, 2)}\n`);
}

/** What the pages are made from: a change to any of these makes a build out of date. */
const buildSources = [
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
function newestSource(root: string): number {
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
  const path = join(buildDir, "build-info.json");
  if (!existsSync(path)) return "No build yet";
  const built = (JSON.parse(readFileSync(path, "utf8")) as { publicConfig: PublicConfig }).publicConfig;
  if (JSON.stringify(built) !== JSON.stringify(config)) return "The public configuration changed";
  if (newestSource(root) > statSync(path).mtimeMs) return "The sources changed since the last build";
  return undefined;
}
