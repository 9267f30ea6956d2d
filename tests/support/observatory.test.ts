import { describe, expect, it } from "vitest";
import { observatoryScan } from "./observatory.ts";

const html = '<html><script type="module" src="/assets/a.js"></script></html>';

describe("the Observatory scoring", () => {
  it("gives a bare response an F", () => {
    const scan = observatoryScan({ headers: {}, html, redirection: "redirection-missing" });
    expect(scan.score).toBe(10);
    expect(scan.grade).toBe("F");
  });

  it("penalises 'unsafe-inline' scripts and withholds bonuses below 90", () => {
    const scan = observatoryScan({
      headers: {
        "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        "strict-transport-security": "max-age=63072000",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
      },
      html,
      redirection: "redirection-to-https",
    });
    expect(scan.results.find((r) => r.test === "content-security-policy")?.modifier).toBe(-20);
    expect(scan.score).toBe(80);
  });

  it("gives a strict policy with default-src 'none' an A+ with bonuses", () => {
    const scan = observatoryScan({
      headers: {
        "content-security-policy": "default-src 'none'; script-src 'self'; object-src 'none'; frame-ancestors 'none'",
        "strict-transport-security": "max-age=63072000",
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-resource-policy": "same-origin",
      },
      html,
      redirection: "redirection-to-https",
    });
    expect(scan.score).toBe(120);
    expect(scan.grade).toBe("A+");
  });

  const strictHeaders = {
    "strict-transport-security": "max-age=63072000",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  };
  const cspResult = (policy: string) =>
    observatoryScan({
      headers: { ...strictHeaders, "content-security-policy": policy },
      html,
      redirection: "redirection-to-https",
    });

  it("gives no CSP bonus when style-src allows 'unsafe-inline'", () => {
    const scan = cspResult(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(scan.results.find((r) => r.test === "content-security-policy")).toMatchObject({
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
      modifier: 0,
    });
    expect(scan.score).toBe(110);
    expect(scan.grade).toBe("A+");
  });

  it("reads default-src for styles, and ignores 'unsafe-inline' beside a style hash as browsers do", () => {
    const withDefault = cspResult("default-src 'self' data:; script-src 'self'; object-src 'none'");
    expect(withDefault.results[0]?.result).toBe("csp-implemented-with-unsafe-inline-in-style-src-only");
    const hashed = cspResult("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline' 'sha256-abc='");
    expect(hashed.results[0]?.result).toBe("csp-implemented-with-no-unsafe-default-src-none");
  });

  it("checks scripts, schemes and eval before styles, in the Observatory's order", () => {
    const cases: [string, string, number][] = [
      [
        "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'unsafe-inline'",
        "csp-implemented-with-unsafe-inline",
        -20,
      ],
      [
        "default-src 'none'; script-src 'self' 'sha256-x=' 'unsafe-inline'",
        "csp-implemented-with-no-unsafe-default-src-none",
        10,
      ],
      [
        "default-src 'none'; script-src 'self'; connect-src http://api.test",
        "csp-implemented-with-insecure-scheme",
        -20,
      ],
      [
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-eval'",
        "csp-implemented-with-unsafe-eval",
        -10,
      ],
      [
        "default-src 'none'; script-src 'self'; img-src http://cdn.test",
        "csp-implemented-with-insecure-scheme-in-passive-content-only",
        -10,
      ],
      ["default-src 'none'; script-src 'self' 'strict-dynamic'", "csp-header-invalid", -25],
      ["default-src 'self'; script-src 'self'; style-src 'self'", "csp-implemented-with-no-unsafe", 5],
    ];
    for (const [policy, result, modifier] of cases) {
      expect(cspResult(policy).results[0], policy).toMatchObject({ result, modifier });
    }
  });
});
