import { describe, expect, it } from "vitest";
import { reportingEndpoints, reportsPath, reportsUrl } from "./reports.ts";
import { commonSecurityHeaders, contentSecurityPolicy } from "./security-headers.ts";
import { staticHeaderRules } from "./static-host.ts";

const directives = (policy: string) =>
  new Map(
    policy.split("; ").map((part) => {
      const [name = "", ...sources] = part.split(" ");
      return [name, sources] as const;
    }),
  );

describe("where a page's policy reports its violations", () => {
  const backend = { GA_MEASUREMENT_ID: undefined, CHAT_WIDGET_SRC: undefined, BACKEND_URL: "https://api.example" };

  it("is, by default, the reports path of the origin that served it (the team's tools)", () => {
    const policy = directives(contentSecurityPolicy(backend, ["sha256-a"]));
    expect(policy.get("report-to")).toEqual(["csp"]);
    expect(policy.get("report-uri")).toEqual(["/reports/v1"]);
    expect(commonSecurityHeaders["Reporting-Endpoints"]).toBe('csp="/reports/v1"');
  });

  it("is BACKEND_URL's reports path for the pages, in the policy and in Reporting-Endpoints alike", () => {
    const url = reportsUrl(backend);
    expect(url).toBe("https://api.example/reports/v1");
    expect(reportsUrl({ BACKEND_URL: undefined })).toBe(reportsPath);
    const policy = contentSecurityPolicy(backend, ["sha256-a"], url);
    expect(directives(policy).get("report-uri")).toEqual([url]);
    const [everyPath] = staticHeaderRules(policy, {}, url);
    expect(everyPath?.headers["Reporting-Endpoints"]).toBe(reportingEndpoints(url));
    expect(everyPath?.headers["Reporting-Endpoints"]).toBe('csp="https://api.example/reports/v1"');
  });

  it("lets the page loader's beacon reach the backend (connect-src), which it sends to BACKEND_URL's reports path", () => {
    expect(directives(contentSecurityPolicy(backend, [])).get("connect-src")).toEqual([
      "'self'",
      "https://api.example",
    ]);
    expect(directives(contentSecurityPolicy({ ...backend, BACKEND_URL: undefined }, [])).get("connect-src")).toEqual([
      "'self'",
    ]);
  });
});

describe("a page's policy, the same for every visitor", () => {
  it("names every configured vendor's hosts (the consent code decides whether they load), and no unconfigured one", () => {
    const vendors = {
      GA_MEASUREMENT_ID: "G-TEST1",
      CHAT_WIDGET_SRC: "https://widget.chat.example/v2/loader.js",
      BACKEND_URL: undefined,
    };
    const policy = directives(contentSecurityPolicy(vendors, []));
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "https://www.googletagmanager.com",
      "https://widget.chat.example",
    ]);
    expect(policy.get("frame-src")).toEqual(["https://widget.chat.example"]);
    const unconfigured = contentSecurityPolicy(
      { ...vendors, GA_MEASUREMENT_ID: undefined, CHAT_WIDGET_SRC: undefined },
      [],
    );
    expect(unconfigured).not.toMatch(/https:/);
    expect(directives(unconfigured).get("frame-src")).toEqual(["'none'"]);
  });
});

describe("the headers every document carries", () => {
  it("are strict: at least six months of HSTS with subdomains, nosniff, a private referrer, no framing, no opener, no sharing, every permission off", () => {
    const hsts = commonSecurityHeaders["Strict-Transport-Security"] ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_768_000);
    expect(hsts).toContain("includeSubDomains");
    expect(commonSecurityHeaders).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    const permissions = (commonSecurityHeaders["Permissions-Policy"] ?? "").split(", ");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"]) {
      expect(permissions).toContain(`${feature}=()`);
    }
    expect(permissions.every((entry) => entry.endsWith("=()"))).toBe(true);
  });

  it("include a policy that allows nothing by default, and scripts only from the site, its hashes and the named vendors' https hosts", () => {
    for (const vendors of [
      { GA_MEASUREMENT_ID: undefined, CHAT_WIDGET_SRC: undefined, BACKEND_URL: undefined },
      {
        GA_MEASUREMENT_ID: "G-TEST1",
        CHAT_WIDGET_SRC: "https://widget.chat.example/v2/loader.js",
        BACKEND_URL: undefined,
      },
    ]) {
      const policy = directives(contentSecurityPolicy(vendors, ["sha256-a"]));
      for (const name of ["default-src", "object-src", "base-uri", "frame-ancestors"]) {
        expect(policy.get(name), name).toEqual(["'none'"]);
      }
      const scripts = policy.get("script-src") ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts).toContain("'sha256-a'");
      expect(scripts.filter((source) => !/^('self'|'sha256-[^']+'|https:\/\/[a-z0-9.-]+)$/.test(source))).toEqual([]);
    }
  });
});
