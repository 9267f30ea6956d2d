/**
 * `POST /reports/v1` (site/reports.ts): browsers' reports, logged with only what helps find the
 * fault, never a query, a sample or the client's address; lines are capped so reports cannot flood the log.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { commonSecurityHeaders } from "../site/security-headers.ts";
import type { ContactConfig } from "./config.server.ts";
import { addressBucket, clientAddressOf, readBody } from "./contact/request.server.ts";
import { plain } from "./http.server.ts";
import { log } from "./log.server.ts";
import { type SiteOriginsConfig, siteOrigins } from "./site-origins.server.ts";
import { createTally } from "./tally.server.ts";

/** About ten reports of 1.5 KB (a report carries the page's whole policy): a browser sends several at once. */
export const reportBodyLimit = 16 * 1024;
/** Log lines one body may write; all bodies together write at most `linesPerMinute` (100) on each server. */
const linesPerBody = 3;
const minuteMs = 60_000;

type Line = { readonly kind: "csp-violation" | "module-failed" | "other" } & Record<string, string | undefined>;

interface ReportsOptions {
  readonly config: SiteOriginsConfig & Pick<ContactConfig, "TRUST_PROXY">;
  readonly ownOrigins?: ReadonlySet<string>;
  /** Requests one client address (an IPv4 address, an IPv6 /64) may send in a minute. */
  readonly perMinute?: number;
  readonly linesPerMinute?: number;
  readonly now?: () => number;
  readonly write?: (message: string, fields: Record<string, unknown>) => void;
}

export type Reports = ReturnType<typeof createReports>;

class Malformed extends Error {}

const objectOf = (value: unknown): Record<string, unknown> => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Malformed();
  return value as Record<string, unknown>;
};
const stringOf = (value: unknown) => (typeof value === "string" ? value : undefined);

/** A URL's path, without its query, at most 200 characters; a path alone counts too. */
function pathOf(value: unknown): string | undefined {
  const url = stringOf(value);
  return url && URL.canParse(url, "http://path.invalid")
    ? new URL(url, "http://path.invalid").pathname.slice(0, 200)
    : undefined;
}

/** A short name (a directive, a report's type, the page loader's name for a part): anything else is dropped. */
function nameOf(value: unknown): string | undefined {
  const name = stringOf(value);
  return name && /^[\w.-]{1,64}$/.test(name) ? name : undefined;
}

/** What was blocked: a URL's origin (its scheme alone for `data:` or `blob:`), or the keyword a browser gives (`inline`). */
function blockedOf(value: unknown): string | undefined {
  const blocked = stringOf(value);
  if (!blocked || !URL.canParse(blocked)) return nameOf(blocked);
  const url = new URL(blocked);
  return url.origin === "null" ? url.protocol : url.origin;
}

const readers: Record<string, (input: unknown) => Line[]> = {
  "application/reports+json": (input) => {
    if (!Array.isArray(input)) throw new Malformed();
    return input.map((item: unknown) => {
      const report = objectOf(item);
      if (typeof report.type !== "string") throw new Malformed();
      if (report.type !== "csp-violation") return { kind: "other", type: nameOf(report.type) };
      const body = objectOf(report.body);
      const page = pathOf(body.documentURL ?? report.url);
      return {
        kind: "csp-violation",
        page,
        blocked: blockedOf(body.blockedURL),
        directive: nameOf(body.effectiveDirective),
      };
    });
  },
  // An older browser names the directive with its sources, `img-src 'none'`.
  "application/csp-report": (input) => {
    const report = objectOf(objectOf(input)["csp-report"]);
    const directive = report["effective-directive"] ?? stringOf(report["violated-directive"])?.split(" ")[0];
    const page = pathOf(report["document-uri"]);
    return [{ kind: "csp-violation", page, blocked: blockedOf(report["blocked-uri"]), directive: nameOf(directive) }];
  },
  // The page loader names a built file's path, or the name of the part that failed.
  "text/plain": (input) => {
    const report = objectOf(input);
    const fields = ["page", "module", "build", "message"];
    if (report.type !== "module-failed" || !fields.every((field) => typeof report[field] === "string")) {
      throw new Malformed();
    }
    const module = String(report.module);
    const shown = module.startsWith("/") || URL.canParse(module) ? pathOf(module) : nameOf(module);
    return [{ kind: "module-failed", page: pathOf(report.page), module: shown, build: pathOf(report.build) }];
  },
};

export function createReports(options: ReportsOptions) {
  const write = options.write ?? ((message, fields) => log.info(message, fields));
  const now = options.now ?? Date.now;
  const perMinute = options.perMinute ?? 60;
  const lineCeiling = options.linesPerMinute ?? 100;
  const clientOf = clientAddressOf(options.config.TRUST_PROXY);
  const origins = siteOrigins(options.config, options.ownOrigins);
  const tally = createTally<Line["kind"] | "refused" | "unlogged">({
    message: "reports: counts",
    intervalMs: minuteMs,
    write,
  });
  const timer = setInterval(tally.flush, minuteMs).unref();

  // The requests of each client and the lines written in the current minute; a new minute starts them again.
  let minute = Math.floor(now() / minuteMs);
  let sent = new Map<string, number>();
  let written = 0;
  function thisMinute(): number {
    const current = Math.floor(now() / minuteMs);
    if (current !== minute) [minute, sent, written] = [current, new Map(), 0];
    return current;
  }

  function answer(request: IncomingMessage, response: ServerResponse, status: number, extra = {}): void {
    if (status >= 400 && status < 500) tally.count("refused");
    // CORS for the site's pages when this server has another origin (BACKEND_URL): the Reporting API's preflight.
    const origin = request.headers.origin;
    const cors: Record<string, string> =
      origin !== undefined && origins.has(origin) ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" } : {};
    if (status >= 400) plain(response, status, { ...cors, ...extra });
    else response.writeHead(status, { ...commonSecurityHeaders, "Cache-Control": "no-store", ...cors, ...extra }).end();
  }

  async function receive(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A body that is not read is not waited for either: the connection closes after the answer.
    const close = { Connection: "close" };
    if (request.method === "OPTIONS") {
      if (origins.foreign(request)) return answer(request, response, 403, close);
      return answer(request, response, 204, {
        "Access-Control-Allow-Methods": "POST, OPTIONS",
        "Access-Control-Allow-Headers": "content-type",
        "Access-Control-Max-Age": "600",
      });
    }
    if (request.method !== "POST") return answer(request, response, 405, { Allow: "POST, OPTIONS", ...close });
    const current = thisMinute();
    const client = addressBucket(clientOf(request));
    sent.set(client, (sent.get(client) ?? 0) + 1);
    if ((sent.get(client) ?? 0) > perMinute) {
      const retryAfter = Math.ceil(((current + 1) * minuteMs - now()) / 1000);
      return answer(request, response, 429, { "Retry-After": String(retryAfter), ...close });
    }
    const read = readers[(request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? ""];
    if (!read) return answer(request, response, 415, close);

    const raw = await readBody(request, reportBodyLimit, 10_000);
    if (raw === "aborted") return void request.destroy();
    if (typeof raw === "string") return answer(request, response, raw === "tooLarge" ? 413 : 408, close);
    let lines: Line[];
    try {
      lines = read(JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw)));
    } catch {
      return answer(request, response, 400);
    }
    for (const line of lines) tally.count(line.kind);
    // Alike lines are logged once, with their count; JSON leaves the fields a report did not give out.
    const alike = Map.groupBy(lines, (line) => JSON.stringify(line));
    thisMinute(); // a new minute lets lines through again
    for (const [index, [fields, { length: count }]] of [...alike].entries()) {
      if (index >= linesPerBody || written >= lineCeiling) tally.count("unlogged");
      else {
        written++;
        write("reports: received", { ...JSON.parse(fields), ...(count > 1 ? { count } : {}) });
      }
    }
    answer(request, response, 204);
  }

  return {
    handle(request: IncomingMessage, response: ServerResponse): void {
      receive(request, response).catch((error: unknown) => {
        log.error("reports: unexpected failure", { error: (error as Error).message });
        if (!response.headersSent) answer(request, response, 500);
      });
    },
    flush: tally.flush,
    close: () => clearInterval(timer),
  };
}
