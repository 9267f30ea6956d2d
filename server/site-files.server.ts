import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { type Locale, locales } from "../site/locales.ts";
import { notFound, pageFile, pageIds, pagePath } from "../site/pages.ts";
import {
  assetCacheControl,
  commonSecurityHeaders,
  htmlCacheControl,
  subresourceSecurityHeaders,
} from "../site/security-headers.ts";

const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};

/** Files that are never documents (site/security-headers.ts). Opened on its own an SVG is one. */
const subresources = new Set([".js", ".mjs", ".css", ".png", ".jpg", ".webp", ".avif", ".ico", ".woff2"]);

export type SiteFile = ReturnType<typeof loadFile>;
export type SiteFiles = ReturnType<typeof loadSiteFiles>;

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return assetCacheControl;
  if (urlPath === "/robots.txt" || urlPath === "/sitemap.xml") return "public, max-age=3600";
  return htmlCacheControl;
}

function variant(body: Buffer, suffix: string) {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  return { body, etag: `"${hash}${suffix}"` };
}

function loadFile(path: string, cacheControl: string, pageHeaders?: Record<string, string>) {
  const variants = {
    identity: variant(readFileSync(path), ""),
    ...(existsSync(`${path}.br`) ? { br: variant(readFileSync(`${path}.br`), "-br") } : {}),
    ...(existsSync(`${path}.gz`) ? { gzip: variant(readFileSync(`${path}.gz`), "-gz") } : {}),
  };
  const extension = extname(path);
  return {
    contentType: contentTypes[extension] ?? "application/octet-stream",
    cacheControl,
    // A document's set or a subresource's transport set; an HTML page's own (its policy) on top.
    securityHeaders: subresources.has(extension)
      ? subresourceSecurityHeaders
      : { ...commonSecurityHeaders, ...pageHeaders },
    variants,
  };
}

/** The whole client build in memory, read once at start-up: the site is small. */
export function loadSiteFiles(clientDir: string, pageHeaders: Readonly<Record<string, Record<string, string>>>) {
  const htmlFile = (file: string) => {
    const headers = pageHeaders[file];
    if (typeof headers?.["Content-Security-Policy"] !== "string")
      throw new Error(`No Content-Security-Policy for ${file}: the build is incomplete, run "npm run build"`);
    return loadFile(join(clientDir, file), htmlCacheControl, headers);
  };
  const assets = new Map<string, SiteFile>();
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    const path = join(clientDir, file);
    // Pages and 404 pages are served only at their canonical paths, never by file name.
    if (/\.(br|gz)$/.test(file) || /(^|\/)(index|404)\.html$/.test(file)) continue;
    if (["_redirects", "_headers", "vercel.json"].includes(file)) continue;
    if (!statSync(path).isFile()) continue;
    const urlPath = `/${file.split("\\").join("/")}`;
    assets.set(urlPath, loadFile(path, cacheControlFor(urlPath)));
  }
  const paths = pageIds.flatMap((id) => locales.map((locale) => pagePath(id, locale)));
  const pages = new Map(paths.map((path) => [path, htmlFile(pageFile(path))]));
  const notFoundPages = Object.fromEntries(locales.map((locale) => [locale, htmlFile(notFound.htmlFile(locale))]));
  return { assets, pages, notFound: notFoundPages as Record<Locale, SiteFile> };
}
