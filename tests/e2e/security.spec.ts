import { observatoryScan } from "../support/observatory.ts";
import { everyPage, expect, test, waitForHydration } from "./fixtures.ts";

const pagesAnd404s = [...everyPage.map((entry) => entry.path), "/no-such-page", "/es/no-existe"];

test.describe("security headers", () => {
  test("every page in both languages carries a strict Content-Security-Policy", async ({ request }) => {
    for (const path of pagesAnd404s) {
      const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
      const directives = new Map(
        csp.split(";").map((part) => {
          const [name = "", ...values] = part.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get("default-src"), path).toEqual(["'none'"]);
      expect(directives.get("script-src"), path).toContain("'self'");
      expect(
        directives.get("script-src")?.filter((source) => source.startsWith("'sha256-")).length,
        path,
      ).toBeGreaterThan(0);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(directives.get("object-src"), path).toEqual(["'none'"]);
      expect(directives.get("base-uri"), path).toEqual(["'none'"]);
      expect(directives.get("frame-ancestors"), path).toEqual(["'none'"]);
    }
  });

  test("every page would score A+ on the HTTP Observatory's rules", async ({ request }) => {
    for (const path of pagesAnd404s) {
      const response = await request.get(path);
      const scan = observatoryScan({
        headers: response.headers(),
        html: await response.text(),
        redirection: "redirection-to-https",
      });
      expect(scan.grade, `${path}: ${JSON.stringify(scan.results.filter((r) => r.modifier < 0))}`).toBe("A+");
    }
  });

  test("static files carry the common headers too", async ({ request }) => {
    const headers = (await request.get("/robots.txt")).headers();
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  });
});

test("the browser reports no CSP violation on any page in either language", async ({ page, consoleErrors: _ }) => {
  test.setTimeout(180_000); // every page and 404 in both languages, one after another
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of pagesAnd404s) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations), path).toEqual([]);
  }
});
