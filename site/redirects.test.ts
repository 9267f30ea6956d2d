import { describe, expect, it } from "vitest";
import { localeFromPath } from "./locales.ts";
import { matchPage } from "./pages.ts";
import { blogSlugs, legacyRedirects, redirectTable, resolveRedirect } from "./redirects.ts";

const table = redirectTable({ BLOG_URL: "https://blog.example" });

describe("the redirect table", () => {
  it("sends old paths to the pages that replaced them, in the old path's language", () => {
    // Examples written out independently of the table.
    expect(legacyRedirects["/events"]).toBe("/music");
    expect(legacyRedirects["/nil/"]).toBe("/sports");
    expect(legacyRedirects["/index.html"]).toBe("/");
    expect(legacyRedirects["/contact-us"]).toBe("/contact");
    expect(legacyRedirects["/es/download"]).toBe("/es/descargar");
    expect(legacyRedirects["/es/contact"]).toBe("/es/contacto");
  });

  it("leads every old path to a page of the site, in the old path's language, never to another redirect", () => {
    expect(Object.keys(legacyRedirects).length).toBeGreaterThanOrEqual(16);
    for (const [from, to] of Object.entries(legacyRedirects)) {
      expect(matchPage(to)?.locale, from).toBe(localeFromPath(from));
      expect(legacyRedirects[to], from).toBeUndefined();
    }
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
});
