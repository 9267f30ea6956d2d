import { createServer, type Server } from "node:http";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { readPublicConfig } from "../site/config.ts";
import { type ModuleFailureReport, reportsPath } from "../site/reports.ts";
import { createReports, type Reports, reportBodyLimit } from "./reports.server.ts";
import { rawRequest } from "./testing/raw-request.ts";

const publicConfig = readPublicConfig({});
const siteOrigin = new URL(publicConfig.SITE_URL).origin;
const partner = "https://www.keystub.example";

let lines: { message: string; fields: Record<string, unknown> }[];
let reports: Reports;
let server: Server | undefined;
let base: string;

/** The endpoint on a port of its own, behind a "proxy" on loopback, so X-Forwarded-For names the client. */
async function serve(perMinute = 60, more: Partial<Parameters<typeof createReports>[0]> = {}): Promise<void> {
  reports?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  reports = createReports({
    config: { publicConfig, CONTACT_ALLOWED_ORIGINS: [partner], TRUST_PROXY: ["loopback"] },
    perMinute,
    write: (message, fields) => lines.push({ message, fields }),
    ...more,
  });
  const current = createServer((request, response) => reports.handle(request, response));
  server = current;
  await new Promise<void>((resolve) => current.listen(0, "127.0.0.1", resolve));
  const address = current.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}${reportsPath}`;
}

function post(type: string, body: string, headers: Record<string, string> = {}) {
  return fetch(base, {
    method: "POST",
    headers: { "Content-Type": type, "X-Forwarded-For": "203.0.113.7", ...headers },
    body,
  });
}

const violation = {
  type: "csp-violation",
  url: "https://www.keystub.example/es/musica?email=ada@example.com",
  body: {
    documentURL: "https://www.keystub.example/es/musica?email=ada@example.com",
    blockedURL: "https://tracker.example/pixel.gif?id=42",
    effectiveDirective: "img-src",
  },
};
/** What a browser posts for each kind of report: the fields read, and a query and a sample never logged. */
const sent = {
  // A Reporting API delivery: one violation twice, and a report of another type.
  reportingApi: JSON.stringify([
    violation,
    { type: "deprecation", url: "https://www.keystub.example/", body: {} },
    violation,
  ]),
  reportUri: JSON.stringify({
    "csp-report": {
      "document-uri": "https://www.keystub.example/pricing?utm_source=x",
      "effective-directive": "script-src-elem",
      "blocked-uri": "inline",
      "script-sample": "alert(1)",
    },
  }),
  // An older browser's: the directive named with its sources.
  olderReportUri: JSON.stringify({
    "csp-report": {
      "document-uri": "https://www.keystub.example/",
      "violated-directive": "img-src 'none'",
      "blocked-uri": "data:image/png;base64,AAAA",
    },
  }),
  pageLoader: JSON.stringify({
    type: "module-failed",
    page: "/music",
    module: "/assets/runtime-abc123.js?retry",
    build: "/assets/runtime-abc123.js",
    message: "Failed to fetch dynamically imported module",
  } satisfies ModuleFailureReport),
};

beforeEach(async () => {
  lines = [];
  await serve();
});
afterAll(async () => {
  reports.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

describe("the reports endpoint", () => {
  it("logs each report it takes on a line of its own, one per page and kind of a delivery, with no query, sample or address, and counts them by kind", async () => {
    const answers = [
      await post("application/reports+json", sent.reportingApi),
      await post("application/csp-report", sent.reportUri),
      await post("application/csp-report", sent.olderReportUri),
      await post("text/plain;charset=UTF-8", sent.pageLoader),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
    const csp = { kind: "csp-violation" };
    expect(lines).toEqual(
      [
        { ...csp, page: "/es/musica", blocked: "https://tracker.example", directive: "img-src", count: 2 },
        { kind: "other", type: "deprecation" },
        { ...csp, page: "/pricing", blocked: "inline", directive: "script-src-elem" },
        { ...csp, page: "/", blocked: "data:", directive: "img-src" },
        {
          kind: "module-failed",
          page: "/music",
          module: "/assets/runtime-abc123.js",
          build: "/assets/runtime-abc123.js",
        },
      ].map((fields) => ({ message: "reports: received", fields })),
    );
    expect(JSON.stringify(lines)).not.toMatch(/email|utm_|retry|alert|203\.0\.113|pixel/);
    reports.flush();
    expect(lines.at(-1)).toEqual({
      message: "reports: counts",
      fields: { "csp-violation": 4, other: 1, "module-failed": 1, sinceStart: 6 },
    });
  });

  it("writes a few lines for a body of many reports, and no more than its ceiling in a minute: the rest are counted", async () => {
    let at = 0;
    await serve(60, { linesPerMinute: 5, now: () => at });
    // Nearly 16 KB of reports, from 40 pages, each page three times.
    const many = Array.from({ length: 120 }, (_, index) => ({
      type: "csp-violation",
      body: { documentURL: `https://a.example/p${index % 40}`, blockedURL: "inline", effectiveDirective: "img-src" },
    }));
    const body = JSON.stringify(many);
    expect(body.length).toBeLessThan(reportBodyLimit);
    expect((await post("application/reports+json", body)).status).toBe(204);
    expect(lines.map((line) => [line.fields.page, line.fields.count])).toEqual([
      ["/p0", 3],
      ["/p1", 3],
      ["/p2", 3],
    ]);
    // Two more bodies: the minute's ceiling leaves one line for them.
    for (const client of ["198.51.100.2", "198.51.100.3"]) {
      expect((await post("application/reports+json", body, { "X-Forwarded-For": client })).status).toBe(204);
    }
    expect(lines).toHaveLength(5);
    reports.flush();
    expect(lines.at(-1)?.fields).toEqual({ "csp-violation": 360, unlogged: 115, sinceStart: 475 });
    // The next minute writes again.
    at += 60_000;
    expect((await post("text/plain", sent.pageLoader)).status).toBe(204);
    expect(lines.at(-1)?.fields).toMatchObject({ kind: "module-failed" });
  });

  it("refuses a body that is not a report with 400, another type with 415 and another method with 405, and no answer sets a cookie or may be cached", async () => {
    const malformed = [
      ["application/reports+json", "{not json"],
      ["application/reports+json", JSON.stringify({ type: "csp-violation" })],
      ["application/reports+json", JSON.stringify([{ type: "csp-violation", body: "x" }])],
      ["application/csp-report", JSON.stringify({ report: {} })],
      ["text/plain", "a module failed"],
      ["text/plain", JSON.stringify({ type: "module-failed", page: "/" })],
    ];
    for (const [type = "", body] of malformed) expect((await post(type, body ?? "")).status, body).toBe(400);
    expect((await post("application/json", sent.pageLoader)).status).toBe(415);
    expect((await post("application/x-www-form-urlencoded", "a=b")).status).toBe(415);
    const get = await fetch(base);
    expect([get.status, get.headers.get("allow")]).toEqual([405, "POST, OPTIONS"]);
    expect(lines).toEqual([]);
    reports.flush();
    expect(lines).toEqual([{ message: "reports: counts", fields: { refused: 9, sinceStart: 9 } }]);
    // No answer sets a cookie or may be cached.
    for (const answer of [
      await post("text/plain", sent.pageLoader, { Cookie: "session=secret" }),
      await fetch(base, { method: "OPTIONS", headers: { Origin: siteOrigin } }),
    ]) {
      expect(answer.headers.get("set-cookie"), String(answer.status)).toBeNull();
      expect(answer.headers.get("cache-control"), String(answer.status)).toBe("no-store");
    }
  });

  it("answers 413 to a body over the cap, counted as it arrives whether or not Content-Length announces it", async () => {
    const big = JSON.stringify([{ type: "csp-violation", body: { sample: "x".repeat(reportBodyLimit) } }]);
    expect((await post("application/reports+json", big)).status).toBe(413);
    // Chunked: no Content-Length, so only the bytes counted as they arrive can tell.
    const headers = { "Content-Type": "application/reports+json", "Transfer-Encoding": "chunked" };
    const chunked = await rawRequest(base, { method: "POST", headers, body: "x".repeat(40 * 1024) });
    expect([chunked.status, chunked.headers.connection]).toEqual([413, "close"]);
  });

  it("answers 429 with Retry-After once one client address has sent too many in a minute, and still takes another's", async () => {
    await serve(2);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post("text/plain", sent.pageLoader)).status);
    expect(statuses).toEqual([204, 204, 429]);
    const retryAfter = Number((await post("text/plain", sent.pageLoader)).headers.get("retry-after"));
    expect(retryAfter > 0 && retryAfter <= 60).toBe(true);
    expect((await post("text/plain", sent.pageLoader, { "X-Forwarded-For": "198.51.100.1" })).status).toBe(204);
  });

  it("answers the Reporting API's preflight from the site's origins (SITE_URL, CONTACT_ALLOWED_ORIGINS), not another site's", async () => {
    const preflight = (Origin: string) =>
      fetch(base, {
        method: "OPTIONS",
        headers: { Origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
      });
    const allowed = (answer: Response) => [answer.status, answer.headers.get("access-control-allow-origin")];
    for (const origin of [siteOrigin, partner]) {
      const asked = await preflight(origin);
      expect(allowed(asked), origin).toEqual([204, origin]);
      expect(Object.fromEntries(asked.headers)).toMatchObject({
        "access-control-allow-methods": "POST, OPTIONS",
        "access-control-allow-headers": "content-type",
      });
      const report = await post("application/reports+json", sent.reportingApi, { Origin: origin });
      expect([...allowed(report), report.headers.get("vary")]).toEqual([204, origin, "Origin"]);
    }
    expect(allowed(await preflight("https://evil.example"))).toEqual([403, null]);
  });
});
