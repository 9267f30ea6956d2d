import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { allPagePaths } from "../site/pages.ts";
import { commonSecurityHeaders } from "../site/security-headers.ts";
import { handleSiteRequest, normalisePath, preferredEncodings, requestTarget } from "./http.server.ts";
import type { SiteFile, SiteFiles } from "./site-files.server.ts";
import { rawRequest } from "./testing/raw-request.ts";

const file = (text: string): SiteFile => ({
  contentType: "text/html; charset=utf-8",
  cacheControl: "no-cache",
  securityHeaders: commonSecurityHeaders,
  variants: { identity: { body: Buffer.from(text), etag: `"${text}"` } },
});
const files: SiteFiles = {
  pages: new Map(allPagePaths().map((path) => [path, file(path)])),
  assets: new Map([["/assets/app.js", file("app")]]),
  notFound: { en: file("404 en"), es: file("404 es") },
};
const redirects = new Map([["/features", "/platform"]]);

/** The status, Location and body of the server's answer to one GET. */
function get(url: string, host = "keystub.test"): { status: number; location?: string; body: string } {
  let status = 0;
  let headers: Record<string, unknown> = {};
  let body = "";
  const response = {
    writeHead(code: number, sent: Record<string, unknown>) {
      status = code;
      headers = sent;
      return response;
    },
    end(chunk?: Buffer | string) {
      body = chunk?.toString() ?? "";
      return response;
    },
  };
  const request = { method: "GET", url, headers: { host } } as unknown as IncomingMessage;
  handleSiteRequest({ files, redirects }, request, response as unknown as ServerResponse);
  return { status, location: headers.Location as string | undefined, body };
}

describe("the request target", () => {
  // The raw path and query of the origin form, never a host read from //; the absolute form for this host only.
  it.each([
    ["/music?a=1", { kind: "path", path: "/music", search: "?a=1" }],
    ["//music", { kind: "path", path: "//music", search: "" }],
    ["http://keystub.test/es/musica", { kind: "path", path: "/es/musica", search: "" }],
    ["http://elsewhere.test/es/musica", { kind: "not-found" }],
    ["*", { kind: "not-found" }],
  ])("of %s is %j", (target, expected) => {
    expect(requestTarget(target, "keystub.test")).toEqual(expected);
  });

  // Escaped unreserved characters decoded, the other escapes upper-cased; malformed escapes, escaped separators and NUL refused.
  it.each([
    ["/m%75sic", "/music"],
    ["/a%2db%7e", "/a-b~"],
    ["/caf%c3%a9", "/caf%C3%A9"],
    ["/music", "/music"],
    ...["/%zz", "/%4", "/es%2Fmusica", "/a%5cb", "/a%00", "/%C3"].map((path) => [path, undefined]),
  ] as [string, string | undefined][])("normalises the path %s to %s", (path, expected) => {
    expect(normalisePath(path)).toBe(expected);
  });
});

describe("one 200 per page", () => {
  it("serves a page at its canonical path", () => {
    expect(get("/es/musica")).toMatchObject({ status: 200, body: "/es/musica" });
  });

  it("redirects doubled slashes and needless escapes to the canonical path in one hop", () => {
    expect(get("//music")).toMatchObject({ status: 301, location: "/music" });
    expect(get("/m%75sic?x=1")).toMatchObject({ status: 301, location: "/music?x=1" });
    expect(get("/M%75SIC")).toMatchObject({ status: 301, location: "/music" });
    expect(get("/f%65atures")).toMatchObject({ status: 301, location: "/platform" });
    expect(get("/assets/%61pp.js")).toMatchObject({ status: 301, location: "/assets/app.js" });
  });

  it("answers 404 for another host, escaped separators, dot segments and paths under a host-like prefix", () => {
    for (const url of [
      "//x/es/musica",
      "/es%2Fmusica",
      "/%2e%2e/etc/passwd",
      "/x/../music",
      "http://evil.test/music",
    ]) {
      expect(get(url).status, url).toBe(404);
    }
    expect(get("/es/%2e%2e/nada").body).toBe("404 es");
  });
});

describe("content negotiation and revalidation", () => {
  it.each([
    [undefined, ["identity"]],
    ["gzip, br", ["br", "gzip", "identity"]],
    ["br;q=0.5, gzip", ["gzip", "br", "identity"]],
    ["gzip;q=0, br;q=0", ["identity"]],
    ["*", ["br", "gzip", "identity"]],
    ["br;q=0, *;q=0.3", ["gzip", "identity"]],
    ["identity;q=0, gzip;q=0.1", ["gzip"]],
  ])("Accept-Encoding %j ranks %j (RFC 9110 §12.5.3 quality values)", (header, expected) => {
    expect(preferredEncodings(header)).toEqual(expected);
  });

  const compressed: SiteFile = {
    ...file("page"),
    variants: {
      identity: { body: Buffer.from("page"), etag: '"abc"' },
      gzip: { body: Buffer.from("gz"), etag: '"abc-gz"' },
      br: { body: Buffer.from("br"), etag: '"abc-br"' },
    },
  };
  const site = { files: { ...files, pages: new Map([["/", compressed]]) }, redirects };

  /** One GET through the site handler in a real HTTP server. */
  async function fetchRoot(headers: Record<string, string>) {
    const server = createServer((request, response) => handleSiteRequest(site, request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const answer = await rawRequest(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    await new Promise((resolve) => server.close(resolve));
    return { status: answer.status, encoding: answer.headers["content-encoding"], etag: answer.headers.etag };
  }

  it("sends the encoding the client ranks highest", async () => {
    expect((await fetchRoot({ "accept-encoding": "br;q=0.2, gzip;q=0.9" })).encoding).toBe("gzip");
    expect((await fetchRoot({ "accept-encoding": "gzip, br" })).encoding).toBe("br");
    expect((await fetchRoot({ "accept-encoding": "br;q=0, gzip;q=0" })).encoding).toBeUndefined();
  });

  it.each([
    ['"abc-br"', 304],
    ['W/"abc-br"', 304],
    ['"other", W/"abc-br"', 304],
    ["*", 304],
    ['"abc-gz"', 200],
    ['"abc"', 200],
  ])("If-None-Match %s answers %i (weak comparison, * for any current file)", async (ifNoneMatch, status) => {
    const answer = await fetchRoot({ "accept-encoding": "br", "if-none-match": ifNoneMatch });
    expect(answer.status).toBe(status);
    expect(answer.etag).toBe('"abc-br"');
  });
});
