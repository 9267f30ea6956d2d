import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { allPagePaths } from "../site/pages.ts";
import { commonSecurityHeaders } from "../site/security-headers.ts";
import { handleSiteRequest, normalisePath, requestTarget } from "./http.server.ts";
import type { SiteFile, SiteFiles } from "./site-files.server.ts";

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
  it("is the raw path and query of the origin form, never a host read from //", () => {
    expect(requestTarget("/music?a=1", "x")).toEqual({ kind: "path", path: "/music", search: "?a=1" });
    expect(requestTarget("//music", "x")).toEqual({ kind: "path", path: "//music", search: "" });
  });

  it("accepts the absolute form for this host only", () => {
    expect(requestTarget("http://keystub.test/es/musica", "keystub.test")).toEqual({
      kind: "path",
      path: "/es/musica",
      search: "",
    });
    expect(requestTarget("http://elsewhere.test/es/musica", "keystub.test")).toEqual({ kind: "not-found" });
    expect(requestTarget("*", "keystub.test")).toEqual({ kind: "not-found" });
  });
});

describe("path normalisation", () => {
  it("decodes escaped unreserved characters and upper-cases the other escapes", () => {
    expect(normalisePath("/m%75sic")).toBe("/music");
    expect(normalisePath("/a%2db%7e")).toBe("/a-b~");
    expect(normalisePath("/caf%c3%a9")).toBe("/caf%C3%A9");
    expect(normalisePath("/music")).toBe("/music");
  });

  it("refuses malformed escapes, escaped separators and NUL", () => {
    for (const path of ["/%zz", "/%4", "/es%2Fmusica", "/a%5cb", "/a%00", "/%C3"]) {
      expect(normalisePath(path), path).toBeUndefined();
    }
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
