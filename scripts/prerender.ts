// After `vite build`: every page in every language written as HTML into the client build, by the
// module `npm run dev` renders with (app/render.server.tsx), linking the files the manifest names.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Manifest } from "vite";
import type { PageAssets } from "../app/document.tsx";
import { islandOf } from "../app/islands/islands.ts";
import { prerenderedFiles } from "../site/pages.ts";

// React's production build renders the pages, as it runs in the browser.
process.env.NODE_ENV = "production";

const buildDir = join(process.cwd(), process.env.BUILD_DIR || "build");
const client = join(buildDir, "client");
const manifest = JSON.parse(readFileSync(join(client, ".vite/manifest.json"), "utf8")) as Manifest;

function built(source: string): string {
  const entry = manifest[source];
  if (!entry) throw new Error(`prerender: the client build has no ${source}`);
  return `/${entry.file}`;
}

/** A module's file and every file it imports, as URLs, from the manifest (its `imports`, recursively). */
function closure(source: string, into = new Set<string>()): Set<string> {
  const url = built(source);
  if (into.has(url)) return into;
  into.add(url);
  for (const imported of manifest[source]?.imports ?? []) closure(imported, into);
  return into;
}

/** Each island's module, as the manifest names it (app/islands/islands.ts). */
const islandSources = new Map(Object.keys(manifest).map((source) => [islandOf(source), source]));

/** Files besides the runtime's own, largest first. */
const besidesRuntime = (files: Set<string>) => largestFirst([...files].filter((file) => !runtimeFiles.has(file)));

/** The files an island needs besides the runtime's. */
const islandFiles = (source: string | undefined) => (source ? besidesRuntime(closure(source)) : []);

// The largest first: over HTTP/1.1 a phone has six connections to a host, some busy with pictures,
// and the largest file (React's) must not wait for a free one.
const sizes = new Map<string, number>();
const sizeOf = (file: string) => sizes.get(file) ?? sizes.set(file, statSync(join(client, file)).size).get(file) ?? 0;
const largestFirst = (files: Iterable<string>) => [...files].sort((a, b) => sizeOf(b) - sizeOf(a));

// The runtime's files come first on every page that starts anything; each other list leaves them out.
const runtimeFiles = closure("app/islands/client.tsx");
const settingsFiles = besidesRuntime(closure("app/consent/consent-island.tsx"));
const assets: PageAssets = {
  stylesheet: built("app/styles/app.css"),
  runtime: built("app/islands/client.tsx"),
  consent: built("app/consent/banner.ts"),
  // What each part of a page needs, for its loader to ask for at once (app/islands/page-loader.inline.ts).
  preloads: (uses) => ({
    runtime: largestFirst(runtimeFiles),
    islands: Object.fromEntries(uses.map(({ name }) => [name, islandFiles(islandSources.get(name))])),
    consent: largestFirst(closure("app/consent/banner.ts")),
    settings: settingsFiles,
  }),
};
const { renderPage } = (await import(
  pathToFileURL(join(buildDir, "server/render.server.js")).href
)) as typeof import("../app/render.server.tsx");

const files = prerenderedFiles();
for (const { path, file, status: expected } of files) {
  const { status, html } = await renderPage(path, assets);
  if (status !== expected) throw new Error(`prerender: ${path} rendered with status ${status}, not ${expected}`);
  mkdirSync(dirname(join(client, file)), { recursive: true });
  writeFileSync(join(client, file), html);
}
// Files only the server build emitted (Inter, named by the inline font loader) are served from the client's.
const serverAssets = join(buildDir, "server/assets");
for (const file of existsSync(serverAssets) ? readdirSync(serverAssets) : []) {
  if (!/\.(js|mjs|map)$/.test(file) && !existsSync(join(client, "assets", file)))
    copyFileSync(join(serverAssets, file), join(client, "assets", file));
}
// The inbox and the no-JavaScript form pages, rendered at each request, link the stylesheet only the manifest names.
writeFileSync(join(buildDir, "server", "admin-assets.json"), `${JSON.stringify({ stylesheet: assets.stylesheet })}\n`);
// The manifest served its purpose; it is not a public file.
rmSync(join(client, ".vite"), { recursive: true });
console.log(`prerender: ${files.length} pages`);
