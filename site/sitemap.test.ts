import { describe, expect, it } from "vitest";
import { locales } from "./locales.ts";
import { absoluteUrl, isIndexable, pageIds, pagePath } from "./pages.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

const siteUrl = "https://keystub.example";
const xml = sitemapXml(siteUrl);
const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("the sitemap", () => {
  it("lists exactly the indexable pages in both languages, with absolute URLs", () => {
    const expected = pageIds
      .filter(isIndexable)
      .flatMap((id) => locales.map((locale) => absoluteUrl(siteUrl, pagePath(id, locale))));
    expect(locs.sort()).toEqual(expected.sort());
    expect(xml).not.toContain("/backup");
  });

  it("gives the product's priorities", () => {
    expect(xml).toMatch(/<loc>https:\/\/keystub\.example\/<\/loc>\s*<priority>1\.0<\/priority>/);
    expect(xml).toMatch(/<loc>https:\/\/keystub\.example\/es\/musica<\/loc>\s*<priority>0\.9<\/priority>/);
    expect(xml).toMatch(/<loc>https:\/\/keystub\.example\/download<\/loc>\s*<priority>0\.8<\/priority>/);
    expect(xml).toMatch(/<loc>https:\/\/keystub\.example\/terms<\/loc>\s*<priority>0\.6<\/priority>/);
  });

  it("gives each URL its en, es and x-default alternates", () => {
    const entry = xml.split("<url>").find((chunk) => chunk.includes("<loc>https://keystub.example/es/deportes</loc>"));
    expect(entry).toContain('hreflang="en" href="https://keystub.example/sports"');
    expect(entry).toContain('hreflang="es" href="https://keystub.example/es/deportes"');
    expect(entry).toContain('hreflang="x-default" href="https://keystub.example/sports"');
  });
});

describe("robots.txt", () => {
  it("allows every crawler and names the sitemap", () => {
    expect(robotsTxt(siteUrl)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://keystub.example/sitemap.xml\n");
  });
});
