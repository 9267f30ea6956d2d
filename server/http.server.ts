import type { IncomingMessage, ServerResponse } from "node:http";
import { localeFromPath } from "../site/locales.ts";
import { matchPage } from "../site/pages.ts";
import { isExternal, resolveRedirect } from "../site/redirects.ts";
import { commonSecurityHeaders } from "../site/security-headers.ts";
import type { Encoding, SiteFile, SiteFiles } from "./site-files.server.ts";

const baseHeaders = commonSecurityHeaders;

export interface SiteHandlerOptions {
  readonly files: SiteFiles;
  readonly redirects: ReadonlyMap<string, string>;
}

/** The encodings the client accepts, best first (RFC 9110 §12.5.3; q=0 refuses one). */
export function preferredEncodings(header: string | undefined): Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get("*");
  const ok = (name: string) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  return [...(ok("br") ? (["br"] as const) : []), ...(ok("gzip") ? (["gzip"] as const) : []), "identity"];
}

/**
 * Global Privacy Control (https://privacycg.github.io/gpc-spec/): a page cannot read the
 * `Sec-GPC` request header, so a page answer echoes it as `Server-Timing: gpc`, which the page
 * reads from its navigation timing (app/consent/gpc.ts) and honours as an opt-out.
 */
function gpcHeaders(request: IncomingMessage, file: SiteFile): Record<string, string> {
  if (!file.contentType.startsWith("text/html")) return {};
  const signal = String(request.headers["sec-gpc"] ?? "").trim() === "1";
  return { Vary: "Accept-Encoding, Sec-GPC", ...(signal ? { "Server-Timing": "gpc" } : {}) };
}

function send(request: IncomingMessage, response: ServerResponse, file: SiteFile, status = 200): void {
  const encoding = preferredEncodings(request.headers["accept-encoding"]).find((name) => file.variants[name]);
  const variant = file.variants[encoding ?? "identity"] ?? file.variants.identity;
  const headers: Record<string, string | number> = {
    ...baseHeaders,
    ...file.headers,
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: variant.etag,
    Vary: "Accept-Encoding",
    ...gpcHeaders(request, file),
  };
  if (encoding && encoding !== "identity") headers["Content-Encoding"] = encoding;
  if (status === 200 && request.headers["if-none-match"]?.split(/\s*,\s*/).includes(variant.etag)) {
    response.writeHead(304, headers).end();
    return;
  }
  headers["Content-Length"] = variant.body.length;
  response.writeHead(status, headers);
  response.end(request.method === "HEAD" ? undefined : variant.body);
}

function redirect(response: ServerResponse, location: string): void {
  response
    .writeHead(301, {
      ...baseHeaders,
      Location: location,
      "Cache-Control": "public, max-age=3600",
      "Content-Length": 0,
    })
    .end();
}

function plain(response: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  response
    .writeHead(status, {
      ...baseHeaders,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...extra,
    })
    .end(text);
}

/** The canonical form of a path people mistype: lower case, no trailing slash. */
function canonicalForm(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") : lower;
}

/**
 * Answers a request for the site: a prerendered page, a static file, a 301 for a redirect or a
 * near-miss of a page (case, trailing slash), or the 404 page of the path's language with 404.
 */
export function handleSiteRequest(options: SiteHandlerOptions, request: IncomingMessage, response: ServerResponse) {
  const { files, redirects } = options;
  if (request.method !== "GET" && request.method !== "HEAD") {
    plain(response, 405, "Method Not Allowed\n", { Allow: "GET, HEAD" });
    return;
  }
  let url: URL;
  let pathname: string;
  try {
    url = new URL(request.url ?? "/", "http://site.invalid");
    pathname = decodeURIComponent(url.pathname);
  } catch {
    plain(response, 400, "Bad Request\n");
    return;
  }

  const page = files.pages.get(pathname);
  if (page) return send(request, response, page);
  const asset = files.assets.get(pathname);
  if (asset) return send(request, response, asset);

  const target = resolveRedirect(redirects, pathname);
  if (target) return redirect(response, isExternal(target) ? target : `${target}${url.search}`);
  const canonical = canonicalForm(pathname);
  if (canonical !== pathname && matchPage(canonical)) return redirect(response, `${canonical}${url.search}`);

  send(request, response, files.notFound[localeFromPath(canonical)], 404);
}
