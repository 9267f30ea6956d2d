/**
 * `POST /reports/v1` (site/reports.ts): what visitors' browsers report about the pages. Taken:
 * `application/reports+json` (the Reporting API's `csp-violation` and other reports),
 * `application/csp-report` (a policy's `report-uri`) and `text/plain` (the page loader's
 * ModuleFailureReport beacon). A report is logged with only what helps find the fault (kind, page
 * path, blocked origin or module path, directive, build), never a query, a sample or the client's
 * address; alike reports are one line with a `count`, lines are capped per body and per minute, and
 * a summary line counts every report by kind each minute. Clients are limited per minute too.
 */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { ModuleFailureReport } from "../site/reports.ts";
import { commonSecurityHeaders } from "../site/security-headers.ts";
import type { ContactConfig } from "./config.server.ts";
import { addressBucket, BodyError, clientAddress, proxyTrust, readBody } from "./contact/request.server.ts";
import { log } from "./log.server.ts";
import { type SiteOriginsConfig, siteOrigins } from "./site-origins.server.ts";
import { createTally } from "./tally.server.ts";

/** About ten reports of 1.5 KB (a report carries the page's whole policy): a browser sends several at once. */
export const reportBodyLimit = 16 * 1024;

/** Requests one client address (an IPv4 address, an IPv6 /64) may send in a minute, on each server. */
export const reportsPerMinute = 60;

/** Log lines one body may write, and all bodies together in a minute, on each server. */
export const linesPerBody = 3;
export const linesPerMinute = 100;

/** How often the summary line counts what arrived. */
export const reportSummaryIntervalMs = 60_000;

const minuteMs = 60_000;

type Kind = "csp-violation" | "module-failed" | "other" | "refused" | "unlogged";

interface ReportLine {
  readonly kind: Exclude<Kind, "refused" | "unlogged">;
  readonly page?: string;
  readonly blocked?: string;
  readonly module?: string;
  readonly directive?: string;
  readonly build?: string;
  readonly type?: string;
}

export interface ReportsOptions {
  readonly config: SiteOriginsConfig & Pick<ContactConfig, "TRUST_PROXY">;
  readonly ownOrigins?: ReadonlySet<string>;
  readonly perMinute?: number;
  readonly linesPerMinute?: number;
  readonly bodyTimeoutMs?: number;
  readonly now?: () => number;
  readonly write?: (message: string, fields: Record<string, unknown>) => void;
}

export interface Reports {
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Writes the summary line now, if anything arrived since the last one. */
  flush(): void;
  /** Stops the summary's timer. */
  close(): void;
}

class Malformed extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const stringOf = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** A URL's path, without its query, at most 200 characters; a path alone counts too. */
function pathOf(value: unknown): string | undefined {
  const url = stringOf(value);
  if (!url || !URL.canParse(url, "http://path.invalid")) return undefined;
  return new URL(url, "http://path.invalid").pathname.slice(0, 200);
}

/** A short name (a directive, a report's type, the page loader's name for a part): anything else is dropped. */
function nameOf(value: unknown): string | undefined {
  const name = stringOf(value);
  return name && /^[\w.-]{1,64}$/.test(name) ? name : undefined;
}

/**
 * What was blocked: a URL's origin (its scheme alone for `data:` or `blob:`), never its path or
 * query, or the keyword a browser gives for what has no URL (`inline`, `eval`…).
 */
function blockedOf(value: unknown): string | undefined {
  const blocked = stringOf(value);
  if (!blocked) return undefined;
  if (URL.canParse(blocked)) {
    const url = new URL(blocked);
    return url.origin === "null" ? url.protocol : url.origin;
  }
  return nameOf(blocked);
}

/** A module the page loader names: a built file's path, or the name of the part that failed. */
function moduleOf(value: unknown): string | undefined {
  const module = stringOf(value);
  if (!module) return undefined;
  return module.startsWith("/") || URL.canParse(module) ? pathOf(module) : nameOf(module);
}

function fromReportingApi(input: unknown): ReportLine[] {
  if (!Array.isArray(input)) throw new Malformed();
  return input.map((report: unknown) => {
    if (!isObject(report) || typeof report.type !== "string") throw new Malformed();
    if (report.type !== "csp-violation") return { kind: "other", type: nameOf(report.type) };
    const body = report.body;
    if (!isObject(body)) throw new Malformed();
    return {
      kind: "csp-violation",
      page: pathOf(body.documentURL ?? report.url),
      blocked: blockedOf(body.blockedURL),
      directive: nameOf(body.effectiveDirective),
    };
  });
}

/** A `report-uri` report; an older browser names the directive with its sources, `img-src 'none'`. */
function fromReportUri(input: unknown): ReportLine[] {
  const report = isObject(input) ? input["csp-report"] : undefined;
  if (!isObject(report)) throw new Malformed();
  const violated = stringOf(report["violated-directive"])?.split(" ")[0];
  return [
    {
      kind: "csp-violation",
      page: pathOf(report["document-uri"]),
      blocked: blockedOf(report["blocked-uri"]),
      directive: nameOf(report["effective-directive"] ?? violated),
    },
  ];
}

function fromPageLoader(input: unknown): ReportLine[] {
  if (!isObject(input) || input.type !== "module-failed") throw new Malformed();
  const report = input as Partial<Record<keyof ModuleFailureReport, unknown>>;
  for (const field of ["page", "module", "build", "message"] as const) {
    if (typeof report[field] !== "string") throw new Malformed();
  }
  return [
    { kind: "module-failed", page: pathOf(report.page), module: moduleOf(report.module), build: pathOf(report.build) },
  ];
}

const readers: ReadonlyMap<string, (input: unknown) => ReportLine[]> = new Map([
  ["application/reports+json", fromReportingApi],
  ["application/csp-report", fromReportUri],
  ["text/plain", fromPageLoader],
]);

function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export function createReports(options: ReportsOptions): Reports {
  const write = options.write ?? ((message, fields) => log.info(message, fields));
  const now = options.now ?? Date.now;
  const perMinute = options.perMinute ?? reportsPerMinute;
  const lineCeiling = options.linesPerMinute ?? linesPerMinute;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 10_000;
  const trust = proxyTrust(options.config.TRUST_PROXY);
  const origins = siteOrigins(options.config, options.ownOrigins);
  const tally = createTally<Kind>({ message: "reports: counts", intervalMs: reportSummaryIntervalMs, write });
  const timer = setInterval(tally.flush, reportSummaryIntervalMs).unref();

  // The requests of each client and the lines written in the current minute; a new minute starts them again.
  let minute = Math.floor(now() / minuteMs);
  let sent = new Map<string, number>();
  let written = 0;
  function thisMinute(): number {
    const current = Math.floor(now() / minuteMs);
    if (current !== minute) {
      minute = current;
      sent = new Map();
      written = 0;
    }
    return current;
  }
  /** Undefined when the client may send this request, else the seconds until it may. */
  function limited(request: IncomingMessage): number | undefined {
    const current = thisMinute();
    const client = addressBucket(clientAddress(request, trust));
    const count = (sent.get(client) ?? 0) + 1;
    sent.set(client, count);
    return count > perMinute ? Math.ceil(((current + 1) * minuteMs - now()) / 1000) : undefined;
  }

  /** CORS for the site's pages when this server has another origin (BACKEND_URL): the Reporting API's preflight. */
  function corsHeaders(request: IncomingMessage): Record<string, string> {
    const origin = request.headers.origin;
    return origin !== undefined && origins.has(origin) ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" } : {};
  }

  function answer(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    extra: Record<string, string> = {},
  ): void {
    if (status >= 400 && status < 500) tally.count("refused");
    const text = status >= 400 ? `${STATUS_CODES[status]}\n` : "";
    response.writeHead(status, {
      ...commonSecurityHeaders,
      "Cache-Control": "no-store",
      ...corsHeaders(request),
      ...(text ? { "Content-Type": "text/plain; charset=utf-8" } : {}),
      ...extra,
    });
    response.end(text);
  }

  async function receive(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === "OPTIONS") {
      if (origins.foreign(request)) return answer(request, response, 403, { Connection: "close" });
      return answer(request, response, 204, {
        "Access-Control-Allow-Methods": "POST, OPTIONS",
        "Access-Control-Allow-Headers": "content-type",
        "Access-Control-Max-Age": "600",
      });
    }
    // A body that is not read is not waited for either: the connection closes after the answer.
    if (request.method !== "POST") {
      return answer(request, response, 405, { Allow: "POST, OPTIONS", Connection: "close" });
    }
    const retryAfter = limited(request);
    if (retryAfter !== undefined) {
      return answer(request, response, 429, { "Retry-After": String(retryAfter), Connection: "close" });
    }
    const read = readers.get(mediaType(request.headers["content-type"]));
    if (!read) return answer(request, response, 415, { Connection: "close" });

    let raw: Buffer;
    try {
      raw = await readBody(request, reportBodyLimit, bodyTimeoutMs);
    } catch (error) {
      const reason = error instanceof BodyError ? error.reason : "aborted";
      if (reason === "aborted") return void request.destroy();
      return answer(request, response, reason === "tooLarge" ? 413 : 408, { Connection: "close" });
    }
    let lines: ReportLine[];
    try {
      lines = read(JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw)));
    } catch {
      return answer(request, response, 400);
    }
    const alike = new Map<string, { fields: Record<string, unknown>; count: number }>();
    for (const line of lines) {
      tally.count(line.kind);
      const fields = Object.fromEntries(Object.entries(line).filter(([, value]) => value !== undefined));
      const key = JSON.stringify(fields);
      const seen = alike.get(key);
      if (seen) seen.count++;
      else alike.set(key, { fields, count: 1 });
    }
    thisMinute(); // a new minute lets lines through again
    for (const [index, { fields, count }] of [...alike.values()].entries()) {
      if (index >= linesPerBody || written >= lineCeiling) tally.count("unlogged");
      else {
        written++;
        write("reports: received", count > 1 ? { ...fields, count } : fields);
      }
    }
    answer(request, response, 204);
  }

  return {
    handle(request, response) {
      receive(request, response).catch((error: unknown) => {
        log.error("reports: unexpected failure", { error: (error as Error).message });
        if (!response.headersSent) answer(request, response, 500);
      });
    },
    flush: tally.flush,
    close: () => clearInterval(timer),
  };
}
