import { describe, expect, it } from "vitest";
import { ConfigError, isLoopbackHost, readPublicConfig, redactSecrets } from "./config.ts";

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

  it.each(["https://keystub.com/en", "https://keystub.com/?x=1", "https://keystub.com/#top"])(
    "refuses a SITE_URL that is more than an origin: %s",
    (siteUrl) => {
      expect(() => readPublicConfig({ SITE_URL: siteUrl })).toThrow(
        `SITE_URL must be an origin with no path, query or fragment, e.g. https://www.keystub.example (got "${siteUrl}")`,
      );
    },
  );

  it("never prints the password of a URL, even a malformed one", () => {
    expect(redactSecrets("smtp://user:s3cret@mail.example:587")).toBe("smtp://user:***@mail.example:587");
    expect(redactSecrets("smtp://user:s3 cr/et@mail example")).not.toContain("s3");
    expect(redactSecrets("postgres://app@db/x")).toBe("postgres://app@db/x");
  });

  it("tells loopback hosts from public ones", () => {
    for (const host of ["localhost", "127.0.0.1", "::1", "[::1]", "app.localhost"])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ["0.0.0.0", "::", "www.keystub.example", "10.0.0.5"]) expect(isLoopbackHost(host)).toBe(false);
  });
});
