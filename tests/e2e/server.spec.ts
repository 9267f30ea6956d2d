import { request as httpRequest } from "node:http";
import { baseURL } from "../../playwright.config.ts";
import { readPublicConfig } from "../../site/config.ts";
import { legacyRedirects, redirectTable } from "../../site/redirects.ts";
import { everyPage, expect, test } from "./fixtures.ts";

const redirects = redirectTable(readPublicConfig(process.env));

/**
 * A GET whose request target is sent exactly as given: Playwright's client (like `new URL`) would
 * read `//music` as a host and decode escapes before the server sees them.
 */
function rawGet(target: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path: target }, (response) => {
      response
        .resume()
        .on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    request.setTimeout(5000, () => request.destroy(new Error(`no answer within 5 s to ${target}`)));
    request.on("error", reject).end();
  });
}

test.describe("the server's answers", () => {
  test("every page answers 200 with HTML that revalidates", async ({ request }) => {
    for (const { path } of everyPage) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers()["cache-control"]).toContain("must-revalidate");
    }
  });

  test("every redirect of the table answers 301 with its target in one hop", async ({ request }) => {
    expect(redirects.size).toBe(Object.keys(legacyRedirects).length + 16);
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("trailing or doubled slashes, upper case and needless escapes redirect to the canonical page in one hop, junk answers 404", async () => {
    const cases: [string, number, string?][] = [
      ["/music/", 301, "/music"],
      ["/MUSIC", 301, "/music"],
      ["/es/", 301, "/es"],
      ["/es/Musica/", 301, "/es/musica"],
      ["/es/music", 404],
      ["/musica", 404],
      ["/en/music", 404],
      ["/music/index.html", 404],
      ["/404", 404],
      ["/../../etc/passwd", 404],
      ["/%2e%2e/%2e%2e/etc/passwd", 404],
      ["/assets/../../package.json", 404],
      ["//music", 301, "/music"],
      ["//es//musica/", 301, "/es/musica"],
      ["//x/es/musica", 404],
      ["///etc/passwd", 404],
      ["/m%75sic", 301, "/music"],
      ["/%6Dusic?ref=x", 301, "/music?ref=x"],
      ["/es/m%75sica", 301, "/es/musica"],
      ["/M%55SIC", 301, "/music"],
      ["/es%2fmusica", 404],
      ["http://elsewhere.test/music", 404],
    ];
    for (const [target, status, location] of cases) {
      const response = await rawGet(target);
      expect(response.status, target).toBe(status);
      if (location) expect(response.location, target).toBe(location);
      // The one hop lands on a page that answers 200 at exactly that target.
      if (location) expect((await rawGet(location)).status, location).toBe(200);
    }
  });

  test("the Spanish 404 is served under /es/ and the English one elsewhere", async ({ request }) => {
    expect(await (await request.get("/es/nada")).text()).toContain('<html lang="es"');
    expect(await (await request.get("/nothing")).text()).toContain('<html lang="en"');
  });

  test("text is served precompressed with brotli or gzip, and revalidates with its ETag", async ({ request }) => {
    const brotli = await request.get("/", { headers: { "accept-encoding": "br" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    const gzip = await request.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    const etag = gzip.headers().etag ?? "";
    const again = await request.get("/", { headers: { "accept-encoding": "gzip", "if-none-match": etag } });
    expect(again.status()).toBe(304);
  });

  test("hashed assets are cached for a year as immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The islands' runtime, which the page loader imports (its data, app/islands/page-loader.ts).
    const script = /"runtime":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await request.get(script as string);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  test("HEAD answers like GET without a body, other methods get 405", async ({ request }) => {
    const head = await request.head("/music");
    expect(head.status()).toBe(200);
    expect(head.headers()["content-length"]).toBeTruthy();
    expect(await head.body()).toHaveLength(0);
    const del = await request.delete("/music");
    expect(del.status()).toBe(405);
    expect(del.headers().allow).toBe("GET, HEAD");
  });

  test("the sitemap is XML, robots.txt is text and names it, no translation file is served", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(await sitemap.text()).toContain("<urlset");
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
    // Every word a page shows is in the page: the browser never loads a translation file.
    expect((await request.get("/locales/es/common.json")).status()).toBe(404);
  });

  test("the health endpoint answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("liveness and readiness answer GET and HEAD only, readiness says an enquiry would be stored", async ({
    request,
  }) => {
    expect(await (await request.get("/readyz")).json()).toEqual({ status: "ok" });
    for (const path of ["/healthz", "/readyz"]) {
      const post = await request.post(path);
      expect(post.status(), path).toBe(405);
      expect(post.headers().allow, path).toBe("GET, HEAD");
    }
  });

  test("quality values in Accept-Encoding choose the encoding", async ({ request }) => {
    const gzipFirst = await request.get("/", { headers: { "accept-encoding": "br;q=0.1, gzip;q=0.8" } });
    expect(gzipFirst.headers()["content-encoding"]).toBe("gzip");
    const none = await request.get("/", { headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(none.headers()["content-encoding"]).toBeUndefined();
  });

  test("If-None-Match answers 304 to a weak validator and to *, in both languages", async ({ request }) => {
    for (const path of ["/", "/es"]) {
      const first = await request.get(path, { headers: { "accept-encoding": "br" } });
      const etag = first.headers().etag ?? "";
      for (const validator of [`W/${etag}`, "*", `"nope", ${etag}`]) {
        const again = await request.get(path, { headers: { "accept-encoding": "br", "if-none-match": validator } });
        expect(again.status(), `${path} ${validator}`).toBe(304);
      }
    }
  });

  test("every answer carries a request id, kept from a proxy when it sends one", async ({ request }) => {
    expect((await request.get("/")).headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const given = await request.get("/", { headers: { "x-request-id": "proxy-42" } });
    expect(given.headers()["x-request-id"]).toBe("proxy-42");
  });
});
