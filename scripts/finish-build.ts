// After `react-router build`: the files the prerenderer does not write (sitemap, robots, static
// host redirects, 404 pages at host conventions), precompressed copies of every text file, and a
// record of the public configuration the pages were built with.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readPublicConfig } from "../site/config.ts";
import { robotsTxt, sitemapXml } from "../site/sitemap.ts";
import { netlifyRedirects, vercelConfig } from "../site/static-host.ts";

const buildDir = new URL(`../${process.env.BUILD_DIR || "build"}/`, import.meta.url);
const client = new URL("client/", buildDir).pathname;
const config = readPublicConfig(process.env);

// Client navigations load translations from /locales, never .data files; the 404 pages move to
// where static hosts look for them, and the SPA fallback is not needed: every page is prerendered.
for (const file of readdirSync(client, { recursive: true, encoding: "utf8" })) {
  if (file.endsWith(".data")) rmSync(join(client, file));
}
rmSync(join(client, "__spa-fallback.html"), { force: true });
renameSync(join(client, "404/index.html"), join(client, "404.html"));
renameSync(join(client, "es/404/index.html"), join(client, "es/404.html"));
rmSync(join(client, "404"), { recursive: true });
rmSync(join(client, "es/404"), { recursive: true });

writeFileSync(join(client, "sitemap.xml"), sitemapXml(config.SITE_URL));
writeFileSync(join(client, "robots.txt"), robotsTxt(config.SITE_URL));
writeFileSync(join(client, "_redirects"), netlifyRedirects(config));
writeFileSync(join(client, "vercel.json"), vercelConfig(config));

const compressible = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|map)$/;
let files = 0;
for (const file of readdirSync(client, { recursive: true, encoding: "utf8" })) {
  const path = join(client, file);
  if (!compressible.test(file) || file === "vercel.json" || !statSync(path).isFile()) continue;
  const body = readFileSync(path);
  if (body.length < 256) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  files++;
}

const fingerprint = createHash("sha256").update(JSON.stringify(config)).digest("hex");
writeFileSync(
  new URL("build-info.json", buildDir),
  `${JSON.stringify({ builtAt: new Date().toISOString(), fingerprint, publicConfig: config }, null, 2)}\n`,
);
console.log(`finish-build: precompressed ${files} files in ${relative(process.cwd(), client) || "."}`);
if (!existsSync(join(client, "index.html"))) throw new Error("finish-build: build/client/index.html is missing");
