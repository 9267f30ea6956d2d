import { describe, expect, it } from "vitest";
import { cspValue } from "./content-security-policy.ts";
import { reportsPath, reportsUrl } from "./reports.ts";
import { commonSecurityHeaders, contentSecurityPolicy } from "./security-headers.ts";
import { staticHeaderRules } from "./static-host.ts";

const directives = (policy: string) =>
  new Map(
    policy.split("; ").map((part) => {
      const [name = "", ...sources] = part.split(" ");
      return [name, sources] as const;
    }),
  );
const none = { GA_MEASUREMENT_ID: undefined, CHAT_WIDGET_SRC: undefined, BACKEND_URL: undefined };
const vendors = { ...none, GA_MEASUREMENT_ID: "G-TEST1", CHAT_WIDGET_SRC: "https://widget.chat.example/v2/loader.js" };

describe("where a page's policy reports its violations", () => {
  it("is, by default, the reports path of the origin that served it (the team's tools)", () => {
    const policy = directives(contentSecurityPolicy(none, ["sha256-a"]));
    expect(policy.get("report-to")).toEqual(["csp"]);
    expect(policy.get("report-uri")).toEqual(["/reports/v1"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(commonSecurityHeaders["Reporting-Endpoints"]).toBe('csp="/reports/v1"');
    expect(reportsUrl(none)).toBe(reportsPath);
  });

  it("is BACKEND_URL's reports path, in the policy and Reporting-Endpoints alike, which the beacon reaches (connect-src)", () => {
    const backend = { ...none, BACKEND_URL: "https://api.example" };
    const url = reportsUrl(backend);
    expect(url).toBe("https://api.example/reports/v1");
    const policy = contentSecurityPolicy(backend, ["sha256-a"], url);
    expect(directives(policy).get("report-uri")).toEqual([url]);
    expect(directives(policy).get("connect-src")).toEqual(["'self'", "https://api.example"]);
    const [everyPath] = staticHeaderRules(policy, {}, url);
    expect(everyPath?.headers["Reporting-Endpoints"]).toBe('csp="https://api.example/reports/v1"');
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

  // The same policy for every visitor: the consent code decides whether a vendor loads.
  it.each([
    ["no vendor", none, ["'self'", "'sha256-a'"], ["'none'"]],
    [
      "the configured vendors",
      vendors,
      ["'self'", "'sha256-a'", "https://www.googletagmanager.com", "https://widget.chat.example"],
      ["https://widget.chat.example"],
    ],
  ])(
    "include, with %s, a policy that allows nothing by default, and scripts only from the site, its hashes and those vendors' hosts",
    (_, config, scripts, frames) => {
      const policy = directives(contentSecurityPolicy(config, ["sha256-a"]));
      for (const name of ["default-src", "object-src", "base-uri", "frame-ancestors"]) {
        expect(policy.get(name), name).toEqual(["'none'"]);
      }
      expect(policy.get("script-src")).toEqual(scripts);
      expect(policy.get("frame-src")).toEqual(frames);
      if (config === none) expect(contentSecurityPolicy(config, [])).not.toMatch(/https:/);
    },
  );
});

it("writes a policy's directives in one order, whatever order they are given in, a given one replacing the baseline's", () => {
  expect(cspValue({ "base-uri": ["'self'"], "style-src": ["'self'", "'sha256-x='"], "script-src": ["'self'"] })).toBe(
    "default-src 'none'; script-src 'self'; style-src 'self' 'sha256-x='; object-src 'none'; base-uri 'self'; " +
      "form-action 'self'; frame-ancestors 'none'; report-uri /reports/v1; report-to csp",
  );
});
