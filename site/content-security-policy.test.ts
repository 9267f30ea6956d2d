import { describe, expect, it } from "vitest";
import { cspValue } from "./content-security-policy.ts";

describe("a Content-Security-Policy value", () => {
  it("lists its directives in one order, whatever order they are given in, a given one replacing the baseline's", () => {
    expect(cspValue({ "base-uri": ["'self'"], "style-src": ["'self'", "'sha256-x='"], "script-src": ["'self'"] })).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'sha256-x='; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'; report-uri /reports/v1; report-to csp",
    );
  });
});
