import { request as httpRequest } from "node:http";
import { manifestHref } from "../../app/styles/head-links.ts";
import { baseURL } from "../../playwright.config.ts";
import { readPublicConfig } from "../../site/config.ts";
import { legacyRedirects, redirectTable } from "../../site/redirects.ts";
import { expect, test } from "./fixtures.ts";

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
  test("every redirect of the table answers 301 with its target in one hop", async ({ request }) => {
    expect(redirects.size).toBe(Object.keys(legacyRedirects).length + 16);
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  // The request target's parsing is server/http.server.test.ts's; these are the build's own pages.
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
      ["/assets/../../package.json", 404],
      ["//es//musica/", 301, "/es/musica"],
      ["///etc/passwd", 404],
      ["/%6Dusic?ref=x", 301, "/music?ref=x"],
      ["/es/m%75sica", 301, "/es/musica"],
    ];
    for (const [target, status, location] of cases) {
      const response = await rawGet(target);
      expect(response.status, target).toBe(status);
      if (location) expect(response.location, target).toBe(location);
      // The one hop lands on a page that answers 200 at exactly that target.
      if (location) expect((await rawGet(location)).status, location).toBe(200);
    }
  });

  // Other methods' 405 is fuzz.spec.ts's.
  test("HEAD answers like GET without a body", async ({ request }) => {
    const head = await request.head("/music");
    expect(head.status()).toBe(200);
    expect(head.headers()["content-length"]).toBeTruthy();
    expect(await head.body()).toHaveLength(0);
  });

  test("the sitemap is XML, robots.txt is text and names it, the web app manifest is served, no translation file is", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(await sitemap.text()).toContain("<urlset");
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
    expect((await request.get(manifestHref)).status()).toBe(200);
    // Every word a page shows is in the page: the browser never loads a translation file.
    expect((await request.get("/locales/es/common.json")).status()).toBe(404);
  });
});
