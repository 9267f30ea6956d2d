import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import fresh from "fresh";
import Negotiator from "negotiator";
import { localeFromPath } from "../site/locales.ts";
import { matchPage } from "../site/pages.ts";
import { isExternal, resolveRedirect } from "../site/redirects.ts";
import { commonSecurityHeaders } from "../site/security-headers.ts";
import type { SiteFile, SiteFiles } from "./site-files.server.ts";

type SiteHandlerOptions = { readonly files: SiteFiles; readonly redirects: ReadonlyMap<string, string> };

/** Brotli before gzip when the client ranks them equal. */
type Encoding = "br" | "gzip" | "identity";
const serverOrder: Encoding[] = ["br", "gzip", "identity"];

function preferredEncodings(header: string | undefined): Encoding[] {
  const negotiator = new Negotiator({ headers: header === undefined ? {} : { "accept-encoding": header } });
  // negotiator 1.x breaks ties by a preferred order; its DefinitelyTyped types predate that option.
  const encodings = negotiator.encodings.bind(negotiator) as (available: Encoding[], options: object) => Encoding[];
  return encodings(serverOrder, { preferred: serverOrder });
}

function send(request: IncomingMessage, response: ServerResponse, file: SiteFile, status = 200): void {
  const encoding = preferredEncodings(request.headers["accept-encoding"]).find((name) => file.variants[name]);
  const variant = file.variants[encoding ?? "identity"] ?? file.variants.identity;
  // The same headers for every visitor: nothing in them depends on who asks.
  const { etag } = variant;
  const headers: Record<string, string | number> = {
    ...file.securityHeaders,
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: etag,
    Vary: "Accept-Encoding",
  };
  if (encoding && encoding !== "identity") headers["Content-Encoding"] = encoding;
  // If-None-Match uses the weak comparison, and `*` matches any current file (RFC 9110 §13.1.2).
  if (status === 200 && fresh(request.headers, { etag })) return void response.writeHead(304, headers).end();
  headers["Content-Length"] = variant.body.length;
  response.writeHead(status, headers);
  response.end(request.method === "HEAD" ? undefined : variant.body);
}

function redirect(response: ServerResponse, location: string): void {
  response
    .writeHead(301, {
      ...commonSecurityHeaders,
      Location: location,
      "Cache-Control": "public, max-age=3600",
      "Content-Length": 0,
    })
    .end();
}

export function plain(response: ServerResponse, status: number, extra: Record<string, string> = {}): void {
  const headers = {
    ...commonSecurityHeaders,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  };
  response.writeHead(status, { ...headers, ...extra }).end(`${STATUS_CODES[status]}\n`);
}

/** The canonical form of a path people mistype: lower case, single slashes, no trailing slash. */
function canonicalForm(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/{2,}/g, "/");
  return lower.length > 1 ? lower.replace(/\/+$/, "") : lower;
}

/**
 * Not `new URL(target, base)`: it reads `//music` as a host and resolves dot segments, so two
 * targets would answer with one page. The absolute form counts only for this very host.
 */
function requestTarget(raw: string, host: string | undefined) {
  let target = raw;
  if (!target.startsWith("/")) {
    const absolute = /^https?:\/\/([^/?#]*)(.*)$/i.exec(target);
    if (!absolute || !host || absolute[1]?.toLowerCase() !== host.toLowerCase()) return { kind: "not-found" } as const;
    target = absolute[2] || "/";
    if (!target.startsWith("/")) target = `/${target}`;
  }
  const query = target.indexOf("?");
  const path = query === -1 ? target : target.slice(0, query);
  const search = query === -1 ? "" : target.slice(query);
  if (/[\s#\\]/.test(path)) return { kind: "bad-request" } as const;
  return { kind: "path", path, search } as const;
}

const unreserved = /^[A-Za-z0-9\-._~]$/;

/** RFC 3986 §6.2.2; `undefined` for a malformed escape or one that hides `/`, `\` or NUL. */
export function normalisePath(path: string): string | undefined {
  let valid = true;
  const normal = path.replace(/%(.{0,2})/g, (_escape, hex: string) => {
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) valid = false;
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    if (unreserved.test(char)) return char;
    if (["/", "\\", "\0"].includes(char)) valid = false;
    return `%${hex.toUpperCase()}`;
  });
  if (!valid) return undefined;
  try {
    decodeURIComponent(normal);
  } catch {
    return undefined; // not UTF-8
  }
  return normal;
}

/** The 404 page of the path's language, with 404, whatever the method: a path the site does not have. */
export function answerNotFound(options: SiteHandlerOptions, request: IncomingMessage, response: ServerResponse) {
  const path = (request.url ?? "/").split("?")[0] ?? "/";
  send(request, response, options.files.notFound[localeFromPath(canonicalForm(path))], 404);
}

/**
 * Each content answers 200 at exactly one target; near-misses get a 301. With `pagesAt` (the tools'
 * own host) only files are served, so no page, nor a third-party script it runs, is ever there.
 */
export function handleSiteRequest(
  options: SiteHandlerOptions,
  request: IncomingMessage,
  response: ServerResponse,
  pagesAt?: string,
) {
  if (request.method !== "GET" && request.method !== "HEAD") return plain(response, 405, { Allow: "GET, HEAD" });
  const target = requestTarget(request.url ?? "/", request.headers.host);
  if (target.kind === "bad-request") return plain(response, 400);
  const notFound = (path: string) =>
    pagesAt === undefined
      ? send(request, response, options.files.notFound[localeFromPath(path)], 404)
      : plain(response, 404);
  if (target.kind === "not-found") return notFound("/");
  const normal = normalisePath(target.path);
  if (normal === undefined) return notFound(canonicalForm(target.path));
  const pathname = decodeURIComponent(normal);
  if (pagesAt !== undefined && !options.files.assets.has(pathname)) {
    return redirect(response, `${pagesAt}${normal}${target.search}`);
  }
  const file = options.files.pages.get(pathname) ?? options.files.assets.get(pathname);
  if (file) {
    // The same file under needless escapes: one hop to the one path that answers 200.
    if (normal !== target.path) return redirect(response, `${normal}${target.search}`);
    return send(request, response, file);
  }
  const redirected = resolveRedirect(options.redirects, pathname);
  if (redirected) return redirect(response, isExternal(redirected) ? redirected : `${redirected}${target.search}`);
  const canonical = canonicalForm(pathname);
  if (canonical !== pathname && matchPage(canonical)) return redirect(response, `${canonical}${target.search}`);
  notFound(canonical);
}
