import { describe, expect, it } from "vitest";
import { deletionStrings, domainVariants, pathVariants } from "./consent-store.ts";

describe("cookie deletion variants", () => {
  it("covers host-only and every parent domain, never a bare top-level domain", () => {
    expect(domainVariants("www.keystub.com")).toEqual([undefined, "www.keystub.com", "keystub.com"]);
    expect(domainVariants("a.b.keystub.co.uk")).toEqual([
      undefined,
      "a.b.keystub.co.uk",
      "b.keystub.co.uk",
      "keystub.co.uk",
      "co.uk",
    ]);
  });

  it("has only host-only cookies on IP addresses and single-label hosts", () => {
    expect(["127.0.0.1", "::1", "localhost"].map(domainVariants)).toEqual([[undefined], [undefined], [undefined]]);
  });

  it("covers the root, the current path and each ancestor, with and without a trailing slash", () => {
    expect(pathVariants("/")).toEqual(["/"]);
    expect(pathVariants("/es/musica")).toEqual(["/", "/es", "/es/", "/es/musica", "/es/musica/"]);
  });

  it("expires each variant, with the Secure and partitioned forms on HTTPS", () => {
    const http = deletionStrings("_ga", { hostname: "www.keystub.test", pathname: "/music", protocol: "http:" });
    expect(http).toHaveLength(3 * 3);
    expect(http).toContain("_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=keystub.test");
    expect(http).toContain("_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/music");
    expect(http.some((line) => line.includes("Secure"))).toBe(false);
    const https = deletionStrings("_ga", { hostname: "keystub.com", pathname: "/", protocol: "https:" });
    expect(https).toContain(
      "_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=keystub.com; Secure; SameSite=None; Partitioned",
    );
  });
});
