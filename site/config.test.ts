import { describe, expect, it } from "vitest";
import { isLoopbackHost, readPublicConfig, redactSecrets } from "./config.ts";

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

  // A URL with a path is server/config.server.test.ts's, which also checks the error's class.
  const origin = "must be an origin with no path, query or fragment, e.g. https://www.keystub.example";
  it.each([
    ["SITE_URL", "keystub.com", 'SITE_URL must be an absolute http(s) URL (got "keystub.com")'],
    ["SITE_URL", "https://keystub.com/?x=1", `SITE_URL ${origin} (got "https://keystub.com/?x=1")`],
    ["SITE_URL", "https://keystub.com/#top", `SITE_URL ${origin} (got "https://keystub.com/#top")`],
    ["GA_MEASUREMENT_ID", "UA-1", "GA_MEASUREMENT_ID must look like G-"],
    ["CONTACT_EMAIL", "nobody", "CONTACT_EMAIL must be an e-mail address"],
  ])("refuses %s=%s, naming it, what it must be and what it got", (name, value, message) => {
    expect(() => readPublicConfig({ [name]: value })).toThrow(message);
  });

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
