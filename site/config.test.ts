import { describe, expect, it } from "vitest";
import { ConfigError, readPublicConfig } from "./config.ts";

describe("the public configuration", () => {
  it("has working defaults on the reserved .example domain", () => {
    const config = readPublicConfig({});
    expect(config.SITE_URL).toBe("http://localhost:3000");
    for (const [key, value] of Object.entries(config)) {
      if (key !== "SITE_URL" && typeof value === "string" && value.startsWith("http")) {
        expect(new URL(value).hostname, key).toMatch(/\.example$/);
      }
    }
  });

  it("drops a trailing slash from the public origin and treats empty values as unset", () => {
    expect(readPublicConfig({ SITE_URL: "https://keystub.com/" }).SITE_URL).toBe("https://keystub.com");
    expect(readPublicConfig({ SITE_URL: "  " }).SITE_URL).toBe("http://localhost:3000");
  });

  it("names the wrong variable, what it must be and what it got", () => {
    expect(() => readPublicConfig({ SITE_URL: "keystub.com" })).toThrow(ConfigError);
    expect(() => readPublicConfig({ SITE_URL: "keystub.com" })).toThrow(
      'SITE_URL must be an absolute http(s) URL (got "keystub.com")',
    );
    expect(() => readPublicConfig({ GA_MEASUREMENT_ID: "UA-1" })).toThrow(/GA_MEASUREMENT_ID must look like G-/);
    expect(() => readPublicConfig({ CONTACT_EMAIL: "nobody" })).toThrow(/CONTACT_EMAIL must be an e-mail address/);
  });
});
