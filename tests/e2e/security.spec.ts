import {
  assetCacheControl,
  commonSecurityHeaders,
  htmlCacheControl,
  subresourceSecurityHeaders,
} from "../../site/security-headers.ts";
import { everyPage, expect, test } from "./fixtures.ts";

// What the headers say is site/security-headers.test.ts's; here, that the server sends them.
const pagesAnd404s = [...everyPage.map((entry) => entry.path), "/no-such-page", "/es/no-existe"];
const lowerCased = (headers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

test.describe("security headers", () => {
  test("every HTML answer in both languages, 404s included, carries the common security headers, a policy with its own scripts' hashes and nothing else inline, and revalidating caching", async ({
    request,
  }) => {
    for (const path of pagesAnd404s) {
      const headers = (await request.get(path)).headers();
      expect(headers, path).toMatchObject(lowerCased(commonSecurityHeaders));
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, path).toMatch(/^default-src 'none'; script-src 'self'( 'sha256-[^']+')+;/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(headers["cache-control"], path).toBe(htmlCacheControl);
      expect(headers.etag, path).toBeTruthy();
    }
  });

  test("scripts, stylesheets, pictures and fonts carry the transport headers only: they are never documents; hashed ones are cached for a year", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    // The runtime the page loader imports, and the font its font loader names (app/document.tsx).
    const script = /"runtime":"(\/assets\/[^"]+\.js)"/.exec(html);
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html);
    const picture = /imageSrcSet="(\/assets\/img\/[^" ]+\.avif)/.exec(html);
    const font = /data-href="(\/assets\/[^"]+\.woff2)"/.exec(html);
    for (const url of [script?.[1], stylesheet?.[1], picture?.[1], font?.[1]]) {
      expect(url, "the home page names a module, a stylesheet, its hero and the web font").toBeTruthy();
      const headers = (await request.get(url as string)).headers();
      expect(headers, url).toMatchObject(lowerCased(subresourceSecurityHeaders));
      expect(headers["permissions-policy"], url).toBeUndefined();
      expect(headers["x-frame-options"], url).toBeUndefined();
      expect(headers["cache-control"], url).toBe(assetCacheControl);
    }
    expect((await request.get(script?.[1] as string)).headers()["content-type"]).toBe("text/javascript; charset=utf-8");
    // A crawler's file carries the common headers; opened on its own, an SVG is a document and so does it.
    for (const path of ["/robots.txt", "/favicon.svg"]) {
      expect((await request.get(path)).headers(), path).toMatchObject(lowerCased(commonSecurityHeaders));
    }
  });
});
