import { observatoryScan } from "../support/observatory.ts";
import { everyPage, expect, test } from "./fixtures.ts";

// That the browser reports no violation of these policies is checked on every page's load
// (every-page.spec.ts) and on the 404 pages (routes.spec.ts); with analytics and chat allowed, in
// consent-vendors.spec.ts.
const pagesAnd404s = [...everyPage.map((entry) => entry.path), "/no-such-page", "/es/no-existe"];

test.describe("security headers", () => {
  test("every HTML answer in both languages, 404s included, scores A+ on the HTTP Observatory's rules, with a strict Content-Security-Policy, HSTS, nosniff, a private referrer, COOP, a restrictive Permissions-Policy and revalidating caching", async ({
    request,
  }) => {
    for (const path of pagesAnd404s) {
      const response = await request.get(path);
      const headers = response.headers();
      const scan = observatoryScan({ headers, html: await response.text(), redirection: "redirection-to-https" });
      const details = `${path}: ${JSON.stringify(scan.results.filter((r) => r.modifier !== 0))}`;
      expect(scan.grade, details).toBe("A+");
      // 100, +5 for the private referrer, +5 for frame-ancestors, and no CSP bonus: style
      // attributes need 'unsafe-inline' in style-src (docs/decisions/0004-content-security-policy.md).
      expect(scan.score, details).toBe(110);

      const csp = headers["content-security-policy"] ?? "";
      const directives = new Map(
        csp.split(";").map((part) => {
          const [name = "", ...values] = part.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      for (const name of ["default-src", "object-src", "base-uri", "frame-ancestors"]) {
        expect(directives.get(name), `${path}: ${name}`).toEqual(["'none'"]);
      }
      expect(directives.get("script-src"), path).toContain("'self'");
      expect(
        directives.get("script-src")?.some((source) => source.startsWith("'sha256-")),
        path,
      ).toBe(true);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

      expect(headers["content-type"], path).toBe("text/html; charset=utf-8");
      const hsts = headers["strict-transport-security"] ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(15_768_000); // six months
      expect(hsts, path).toContain("includeSubDomains");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      const permissions = new Map(
        (headers["permissions-policy"] ?? "").split(",").map((entry) => entry.trim().split("=") as [string, string]),
      );
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"]) {
        expect(permissions.get(feature), `${path}: ${feature}`).toBe("()");
      }
      expect(
        [...permissions.values()].every((allow) => allow === "()"),
        path,
      ).toBe(true);
      const cache = (headers["cache-control"] ?? "").split(/,\s*/);
      expect(cache, path).toContain("max-age=0");
      expect(cache, path).toContain("must-revalidate");
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
      expect(headers["strict-transport-security"], url).toMatch(/max-age=\d{8}/);
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"], url).toBe("same-origin");
      expect(headers["permissions-policy"], url).toBeUndefined();
      expect(headers["x-frame-options"], url).toBeUndefined();
      expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
    expect((await request.get(script?.[1] as string)).headers()["content-type"]).toBe("text/javascript; charset=utf-8");
    // A crawler's file carries the common headers too.
    const robots = (await request.get("/robots.txt")).headers();
    expect(robots["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    expect(robots["cross-origin-resource-policy"]).toBe("same-origin");
    expect(robots["permissions-policy"]).toContain("camera=()");
    // Opened on its own, an SVG is a document: it keeps the document's headers.
    const svg = (await request.get("/favicon.svg")).headers();
    expect(svg["x-frame-options"]).toBe("DENY");
    expect(svg["content-security-policy"] ?? svg["permissions-policy"]).toBeTruthy();
  });
});
