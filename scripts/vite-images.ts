import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { cacheDir, type Manifest, manifestFile } from "./images.ts";

const virtualId = "virtual:keystub-images";
const resolvedId = `\0${virtualId}`;
/** Every rendered file and its URL: hashed under /assets/img/ (cached for a year), or its fixed path. */
const servedFiles = (manifest: Manifest) =>
  Object.values(manifest).flatMap((entry) =>
    Object.entries(entry.files).flatMap(([format, list]) =>
      (list ?? []).map(({ file }) => ({
        format,
        file,
        url: entry.publicPath ? `/${entry.publicPath}` : `/assets/img/${file}`,
      })),
    ),
  );

let rendering: Promise<Manifest> | undefined;

/** Renders the artwork once per build, in a child process: its fontconfig setting must not leak into Vite's. */
function renderImages(): Promise<Manifest> {
  rendering ??= new Promise<Manifest>((resolve, reject) => {
    const script = new URL("./images.ts", import.meta.url).pathname;
    const child = spawn(process.execPath, [script], { stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`scripts/images.ts exited with ${code}`));
      resolve(JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest);
    });
  });
  return rendering;
}

/**
 * `virtual:keystub-images`, each picture's size and files (app/images.ts). The client build emits the
 * files, development serves them; the content editor's build shows the site's own (`emit: false`).
 */
export function images({ emit = true }: { emit?: boolean } = {}): Plugin {
  return {
    name: "keystub:images",
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      const manifest = await renderImages();
      // Fixed paths (Open Graph cards, icons) are not the app's. [width, height, hash, widths, formats]
      // is a tenth of the size of a list of URLs.
      const pictures = Object.fromEntries(
        Object.entries(manifest)
          .filter(([, entry]) => !entry.publicPath)
          .map(([name, entry]) => {
            const formats = Object.keys(entry.files) as (keyof typeof entry.files)[];
            const first = entry.files[formats[0] as keyof typeof entry.files] ?? [];
            const hash = /-([A-Za-z0-9]{10})-\d+\.\w+$/.exec(first[0]?.file ?? "")?.[1] ?? "";
            return [name, [entry.width, entry.height, hash, first.map((item) => item.width), formats]];
          }),
      );
      return `export default ${JSON.stringify(pictures)};`;
    },
    async generateBundle() {
      if (!emit || this.environment.name !== "client") return;
      for (const { file, url } of servedFiles(await renderImages()))
        this.emitFile({ type: "asset", fileName: url.slice(1), source: readFileSync(join(cacheDir, file)) });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.url?.split("?")[0] ?? "";
        const found = servedFiles(await renderImages()).find((candidate) => candidate.url === url);
        if (!found || !existsSync(join(cacheDir, found.file))) return next();
        response.setHeader("Content-Type", found.format === "ico" ? "image/x-icon" : `image/${found.format}`);
        response.end(readFileSync(join(cacheDir, found.file)));
      });
    },
  };
}
