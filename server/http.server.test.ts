import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { allPagePaths, pageFile } from "../site/pages.ts";
import { handleSiteRequest, normalisePath, requestTarget } from "./http.server.ts";
import { loadSiteFiles, preferredEncodings, type SiteFile, type SiteFiles } from "./site-files.server.ts";

const file = (text: string): SiteFile => ({ file: text, headers: {} });
/** What a request was answered with, as the fake `send` below records it. */
let sent = { status: 0, body: "" };
const files: SiteFiles = {
  pages: new Map(allPagePaths().map((path) => [path, file(path)])),
  assets: new Map([["/assets/app.js", file("app")]]),
  notFound: { en: file("404 en"), es: file("404 es") },
  send: (_request, _response, { file }, status = 200) => {
    sent = { status, body: file };
  },
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
  sent = { status: 0, body: "" };
  handleSiteRequest({ files, redirects }, request, response as unknown as ServerResponse);
  return sent.status ? sent : { status, location: headers.Location as string | undefined, body };
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

describe("files by sirv", () => {
  // A client build of empty pages, with a home page precompressed both ways.
  const dir = mkdtempSync(join(tmpdir(), "keystub-site-"));
  const pageHeaders: Record<string, Record<string, string>> = {};
  for (const name of [...allPagePaths().map(pageFile), "404.html", "es/404.html"]) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), name);
    pageHeaders[name] = { "Content-Security-Policy": `default-src 'none'; x-page ${name}` };
  }
  writeFileSync(join(dir, "index.html.br"), "br");
  writeFileSync(join(dir, "index.html.gz"), "gzip");
  const site = { files: loadSiteFiles(dir, pageHeaders), redirects };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** One GET through the site handler in a real HTTP server. */
  async function fetchPath(path: string, headers: Record<string, string>) {
    const server = createServer((request, response) => handleSiteRequest(site, request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        httpRequest({ host: "127.0.0.1", port: address.port, path, headers, agent: false }, (response) => {
          let body = "";
          response.setEncoding("latin1").on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        })
          .on("error", reject)
          .end();
      },
    );
    await new Promise((resolve) => server.close(resolve));
    return answer;
  }

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

  it("sends the precompressed variant the client ranks highest, with the page's headers", async () => {
    expect((await fetchPath("/", { "accept-encoding": "gzip, br" })).body).toBe("br");
    expect((await fetchPath("/", { "accept-encoding": "br;q=0.2, gzip;q=0.9" })).body).toBe("gzip");
    expect((await fetchPath("/", { "accept-encoding": "br;q=0, gzip;q=0" })).body).toBe("index.html");
    const plain = await fetchPath("/", {});
    expect(plain).toMatchObject({ status: 200, body: "index.html" });
    expect(plain.headers).toMatchObject({
      vary: "Accept-Encoding",
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=0, must-revalidate",
      "content-security-policy": "default-src 'none'; x-page index.html",
      "x-content-type-options": "nosniff",
    });
  });

  it("answers 304 to the variant's ETag (weak comparison, in a list, or *), with the page's headers", async () => {
    const { headers } = await fetchPath("/", { "accept-encoding": "br" });
    const etag = headers.etag ?? "";
    for (const validator of [etag, etag.replace(/^W\//, ""), `"other", ${etag}`, "*"]) {
      const again = await fetchPath("/", { "accept-encoding": "br", "if-none-match": validator });
      expect(again.status, validator).toBe(304);
      expect(again.headers).toMatchObject({ etag, "content-security-policy": "default-src 'none'; x-page index.html" });
    }
    expect((await fetchPath("/", { "accept-encoding": "gzip", "if-none-match": etag })).status).toBe(200);
  });

  it("answers a range with 206", async () => {
    expect(await fetchPath("/", { range: "bytes=0-3" })).toMatchObject({ status: 206, body: "inde" });
  });

  it("answers the 404 page of the path's language with 404, never 304 nor a range", async () => {
    const { headers } = await fetchPath("/es/nada", {});
    const answer = await fetchPath("/es/nada", { "if-none-match": headers.etag ?? "", range: "bytes=0-1" });
    expect(answer).toMatchObject({ status: 404, body: "es/404.html" });
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; x-page es/404.html");
  });
});
