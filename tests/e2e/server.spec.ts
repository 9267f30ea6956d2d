import { manifestHref } from "../../app/styles/head-links.ts";
import { readPublicConfig } from "../../site/config.ts";
import { legacyRedirects, redirectTable } from "../../site/redirects.ts";
import { expect, test } from "./fixtures.ts";

const redirects = redirectTable(readPublicConfig(process.env));

test.describe("the server's answers", () => {
  // Doubled slashes, escapes and dot segments are server/http.server.test.ts's; these are the
  // build's own pages and redirects.
  test("every redirect of the table, a trailing slash or upper case answers 301 with its target in one hop; another language's slug answers 404", async ({
    request,
  }) => {
    expect(redirects.size).toBe(Object.keys(legacyRedirects).length + 16);
    const cases: [string, number, string?][] = [
      ...[...redirects].map(([from, to]): [string, number, string] => [from, 301, to]),
      ["/music/", 301, "/music"],
      ["/MUSIC", 301, "/music"],
      ["/es/", 301, "/es"],
      ["/es/Musica/", 301, "/es/musica"],
      ["/es/music", 404],
      ["/musica", 404],
      ["/en/music", 404],
      ["/music/index.html", 404],
      ["/404", 404],
    ];
    for (const [target, status, location] of cases) {
      const response = await request.get(target, { maxRedirects: 0 });
      expect({ status: response.status(), location: response.headers().location }, target).toEqual({
        status,
        location,
      });
      // The one hop lands on a page that answers 200 at exactly that target.
      if (location?.startsWith("/"))
        expect((await request.get(location, { maxRedirects: 0 })).status(), location).toBe(200);
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
