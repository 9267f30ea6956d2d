import { existsSync, readdirSync, statSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import fresh from "fresh";
import { lookup } from "mime-types";
import Negotiator from "negotiator";
import sirv from "sirv";
import { type Locale, locales } from "../site/locales.ts";
import { notFound, pageFile, pageIds, pagePath } from "../site/pages.ts";
import {
  assetCacheControl,
  commonSecurityHeaders,
  htmlCacheControl,
  subresourceSecurityHeaders,
} from "../site/security-headers.ts";

/** Files that are never documents (site/security-headers.ts). Opened on its own an SVG is one. */
const subresources = new Set([".js", ".mjs", ".css", ".png", ".jpg", ".webp", ".avif", ".ico", ".woff2"]);

/** One file of the site: where it is in the build, and the headers it answers with besides sirv's own. */
export interface SiteFile {
  /** Its path in the client build, from its root: `/music/index.html`. */
  readonly file: string;
  /**
   * Cache-Control and the security headers of its kind: a document's set, or a subresource's
   * transport set; an HTML page's own (its Content-Security-Policy) on top, the same for every visitor.
   */
  readonly headers: Readonly<Record<string, string>>;
}

export interface SiteFiles {
  /** Static files by URL path; HTML is reachable only as a page, never by its file name. */
  readonly assets: ReadonlyMap<string, SiteFile>;
  /** Prerendered pages by canonical path. */
  readonly pages: ReadonlyMap<string, SiteFile>;
  readonly notFound: Readonly<Record<Locale, SiteFile>>;
  /**
   * Sends a file with status 200, or 404 for a 404 page, by sirv: its .br or .gz variant when the
   * client accepts one (`Vary: Accept-Encoding`), 304 for a matching If-None-Match, 206 for a range.
   */
  send(request: IncomingMessage, response: ServerResponse, file: SiteFile, status?: 200 | 404): void;
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return assetCacheControl;
  if (urlPath === "/robots.txt" || urlPath === "/sitemap.xml") return "public, max-age=3600";
  return htmlCacheControl;
}

/** The Content-Type (text in UTF-8, as the build writes it) and Cache-Control of a file. */
function typed(file: string, cacheControl: string) {
  const type = lookup(file) || "application/octet-stream";
  const text = /^text\/|\/(json|xml|javascript|manifest\+json)$/.test(type);
  return { "Content-Type": text ? `${type}; charset=utf-8` : type, "Cache-Control": cacheControl };
}

/**
 * The encodings the client accepts, best first by its quality values (RFC 9110 §12.5.3: q=0
 * refuses one, `*` stands for the others); brotli before gzip when the client ranks them equal.
 */
const serverOrder = ["br", "gzip", "identity"];
export function preferredEncodings(header: string | undefined): string[] {
  const negotiator = new Negotiator({ headers: header === undefined ? {} : { "accept-encoding": header } });
  // negotiator 1.x breaks ties by a preferred order; its DefinitelyTyped types predate that option.
  const encodings = negotiator.encodings.bind(negotiator) as (available: string[], options: object) => string[];
  return encodings(serverOrder, { preferred: serverOrder });
}

/**
 * Indexes the client build once, at start-up (sirv reads its files' sizes and times then, and each
 * answer from disk). `pageHeaders` maps each HTML file to its own headers, its Content-Security-Policy
 * first (build/security-headers.json, written by the build, which writes the static hosts' the same).
 */
export function loadSiteFiles(
  clientDir: string,
  pageHeaders: Readonly<Record<string, Record<string, string>>>,
): SiteFiles {
  const htmlFile = (file: string): SiteFile => {
    const headers = pageHeaders[file];
    if (typeof headers?.["Content-Security-Policy"] !== "string")
      throw new Error(`No Content-Security-Policy for ${file}: the build is incomplete, run "npm run build"`);
    if (!existsSync(join(clientDir, file))) throw new Error(`ENOENT: no such file, ${file}`);
    return { file: `/${file}`, headers: { ...commonSecurityHeaders, ...headers, ...typed(file, htmlCacheControl) } };
  };
  const assets = new Map<string, SiteFile>();
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    // Pages and 404 pages are served only at their canonical paths, never by file name.
    if (/\.(br|gz)$/.test(file) || /(^|\/)(index|404)\.html$/.test(file)) continue;
    if (["_redirects", "_headers", "vercel.json"].includes(file)) continue;
    if (!statSync(join(clientDir, file)).isFile()) continue;
    const urlPath = `/${file.split("\\").join("/")}`;
    const security = subresources.has(extname(file)) ? subresourceSecurityHeaders : commonSecurityHeaders;
    assets.set(urlPath, { file: urlPath, headers: { ...security, ...typed(file, cacheControlFor(urlPath)) } });
  }
  const pages = new Map<string, SiteFile>();
  for (const id of pageIds) {
    for (const locale of locales) {
      const path = pagePath(id, locale);
      pages.set(path, htmlFile(pageFile(path)));
    }
  }
  const serve = sirv(clientDir, { etag: true, brotli: true, gzip: true, extensions: [] });
  return {
    assets,
    pages,
    notFound: Object.fromEntries(locales.map((locale) => [locale, htmlFile(notFound.htmlFile(locale))])) as Record<
      Locale,
      SiteFile
    >,
    send(request, response, file, status = 200) {
      // Set first, so that they are on every answer (sirv's own go on top).
      for (const [name, value] of Object.entries(file.headers)) response.setHeader(name, value);
      // sirv takes brotli whenever Accept-Encoding names it, even at q=0, and answers 304 to one
      // exact ETag only: it is shown the one encoding the client ranks highest, and the answer is
      // revalidated here (If-None-Match's weak comparison, lists and `*`, RFC 9110 §13.1.2). A 404
      // page is never revalidated nor sent in part.
      const { url, headers } = request;
      const writeHead = response.writeHead.bind(response);
      response.writeHead = ((code: number, sent: OutgoingHttpHeaders) => {
        if (code !== 200) return writeHead(code, sent);
        if (status === 200 && fresh(headers, { etag: String(sent.ETag) })) {
          const { "Content-Length": _, ...rest } = sent;
          return writeHead(304, rest);
        }
        return writeHead(status, sent);
      }) as typeof writeHead;
      const encoding = preferredEncodings(headers["accept-encoding"])[0] ?? "identity";
      request.headers = {
        "accept-encoding": encoding,
        ...(status === 200 && headers.range ? { range: headers.range } : {}),
      };
      request.url = file.file;
      serve(request, response);
      request.url = url;
      request.headers = headers;
    },
  };
}
