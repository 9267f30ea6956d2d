import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { allPagePaths } from "../site/pages.ts";
import { commonSecurityHeaders } from "../site/security-headers.ts";
import { handleSiteRequest, normalisePath } from "./http.server.ts";
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

/** The site handler's answer to one GET of `target` (sent as it is), in a real HTTP server. */
async function get(target: string, headers: Record<string, string> = {}, site = { files, redirects }) {
  const server = createServer((request, response) => handleSiteRequest(site, request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const answer = await rawRequest(url, { path: target, headers: { host: "keystub.test", ...headers } });
  server.close();
  return { ...answer, location: answer.headers.location };
}

// Escaped unreserved characters decoded (the redirects below too), the other escapes upper-cased; malformed
// escapes, escaped separators and NUL refused.
it.each([
  ["/a%2db%7e", "/a-b~"],
  ["/caf%c3%a9", "/caf%C3%A9"],
  ...["/%zz", "/%4", "/es%2Fmusica", "/a%5cb", "/a%00", "/%C3"].map((path) => [path, undefined]),
] as [string, string | undefined][])("normalises the path %s to %s", (path, expected) => {
  expect(normalisePath(path)).toBe(expected);
});

describe("one 200 per page", () => {
  it("serves a page in the absolute form for this host", async () => {
    expect(await get("http://keystub.test/es/musica")).toMatchObject({ status: 200, body: "/es/musica" });
  });

  it.each([
    ["//music", "/music"],
    ["/m%75sic?x=1", "/music?x=1"],
    ["/M%75SIC", "/music"],
    ["/f%65atures", "/platform"],
    ["/assets/%61pp.js", "/assets/app.js"],
  ])("redirects %s to the canonical path %s in one hop", async (target, location) => {
    expect(await get(target)).toMatchObject({ status: 301, location });
  });

  it("answers 404 for another host, escaped separators, dot segments and paths under a host-like prefix", async () => {
    for (const url of [
      "//x/es/musica",
      "/es%2Fmusica",
      "/%2e%2e/etc/passwd",
      "/x/../music",
      "http://evil.test/music",
      "*",
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
    expect((await get("/es/%2e%2e/nada")).body).toBe("404 es");
  });
});

describe("content negotiation and revalidation", () => {
  const compressed: SiteFile = {
    ...file("page"),
    variants: {
      identity: { body: Buffer.from("page"), etag: '"abc"' },
      gzip: { body: Buffer.from("gz"), etag: '"abc-gz"' },
      br: { body: Buffer.from("br"), etag: '"abc-br"' },
    },
  };
  const site = { files: { ...files, pages: new Map([["/", compressed]]) }, redirects };
  const fetchRoot = async (headers: Record<string, string>) => {
    const answer = await get("/", headers, site);
    return { status: answer.status, encoding: answer.headers["content-encoding"], etag: answer.headers.etag };
  };

  // Ranked by quality values (negotiator), ties broken by the server's order: br, gzip, identity.
  it("sends the encoding the client ranks highest", async () => {
    expect((await fetchRoot({ "accept-encoding": "br;q=0.2, gzip;q=0.9" })).encoding).toBe("gzip");
    expect((await fetchRoot({ "accept-encoding": "gzip, br" })).encoding).toBe("br");
    expect((await fetchRoot({ "accept-encoding": "br;q=0, gzip;q=0" })).encoding).toBeUndefined();
    expect((await fetchRoot({})).encoding).toBeUndefined();
  });

  it.each([
    ['"other", W/"abc-br"', 304],
    ['"abc-gz"', 200],
    ['"abc"', 200],
  ])(
    "If-None-Match %s answers %i: the tag of the variant sent (the comparison is fresh's)",
    async (ifNoneMatch, status) => {
      const answer = await fetchRoot({ "accept-encoding": "br", "if-none-match": ifNoneMatch });
      expect(answer.status).toBe(status);
      expect(answer.etag).toBe('"abc-br"');
    },
  );
});
