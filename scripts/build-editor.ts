// The content editor's build (vite.editor.config.ts), last: a byte of the site's build it changes,
// adds or removes fails it, which proves the editor costs visitors nothing. Then its precompressed copies.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "vite";
import { precompress } from "./precompress.ts";

const buildDir = process.env.BUILD_DIR || "build";

/** Every file under `dir` with the SHA-256 of its bytes, by relative path. */
function fingerprint(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(dir, file);
    if (statSync(path).isFile()) files.set(file, createHash("sha256").update(readFileSync(path)).digest("hex"));
  }
  return files;
}

/** What differs between two fingerprints: "changed x", "added y", "removed z". */
function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  return [
    ...[...after].flatMap(([file, hash]) =>
      before.has(file) ? (before.get(file) === hash ? [] : [`changed ${file}`]) : [`added ${file}`],
    ),
    ...[...before.keys()].filter((file) => !after.has(file)).map((file) => `removed ${file}`),
  ];
}

const site = join(buildDir, "client");
const before = fingerprint(site);
await build({ configFile: "vite.editor.config.ts", logLevel: "warn" });
const changed = differences(before, fingerprint(site));
if (changed.length > 0) {
  console.error(`build-editor: the editor's build changed the site's files: ${changed.slice(0, 10).join(", ")}`);
  process.exit(1);
}
const editor = join(buildDir, "editor");
// Brotli's middle quality: the editor's megabytes in seconds, not minutes, for a tool few people load.
const files = precompress(editor, {
  include: (file) => /\.(js|css|json|svg|txt)$/.test(file) && !file.startsWith(".vite"),
  minBytes: 1024,
  brotliQuality: 5,
  gzipLevel: 6,
});
console.log(
  `build-editor: ${relative(process.cwd(), editor)} built, ${files} files precompressed; the site's ${before.size} files unchanged`,
);
