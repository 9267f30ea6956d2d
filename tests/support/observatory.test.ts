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
});
