import { describe, expect, it } from "vitest";
import { blogSlugs, legacyRedirects, redirectRoutePaths, redirectTable, resolveRedirect } from "./redirects.ts";

const table = redirectTable({ BLOG_URL: "https://blog.example" });

describe("the redirect table", () => {
  it("holds every legacy redirect of the product", () => {
    expect(legacyRedirects).toMatchObject({
      "/events": "/music",
      "/event/": "/music",
      "/nil": "/sports",
      "/nil/": "/sports",
      "/pro": "/sports",
      "/youth": "/sports",
      "/youth/": "/sports",
      "/esports": "/sports",
      "/esports/": "/sports",
      "/qkotc": "/sports",
      "/community": "/",
      "/index.html": "/",
      "/contact-us": "/contact",
      "/contact-us/": "/contact",
      "/es/download": "/es/descargar",
      "/es/contact": "/es/contacto",
    });
  });

  it("sends sixteen distinct blog paths to the same slug on the blog host", () => {
    expect(new Set(blogSlugs).size).toBe(16);
    for (const slug of blogSlugs) expect(table.get(slug)).toBe(`https://blog.example${slug}`);
  });

  it("matches a source with its trailing slash toggled or in another case", () => {
    expect(resolveRedirect(table, "/event")).toBe("/music");
    expect(resolveRedirect(table, "/EVENTS/")).toBe("/music");
    expect(resolveRedirect(table, "/music")).toBeUndefined();
  });

  it("registers each source once as a router path", () => {
    const paths = redirectRoutePaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/nil");
    expect(paths).not.toContain("/nil/");
  });
});
