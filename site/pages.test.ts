import { describe, expect, it } from "vitest";
import { locales } from "./locales.ts";
import { allPagePaths, counterpartPath, matchPage, pageIds, pagePath, pages, resolvePath } from "./pages.ts";
import { legacyRedirects } from "./redirects.ts";

describe("the route table", () => {
  it("gives every page a distinct path in each language", () => {
    const paths = allPagePaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(pageIds.length * locales.length);
  });

  it("keeps English unprefixed and Spanish under /es", () => {
    for (const id of pageIds) {
      expect(pagePath(id, "en")).not.toMatch(/^\/es(\/|$)/);
      expect(pagePath(id, "es")).toMatch(/^\/es(\/|$)/);
    }
  });

  it("uses the product's Spanish slugs", () => {
    expect(pagePath("home", "es")).toBe("/es");
    expect(pagePath("music", "es")).toBe("/es/musica");
    expect(pagePath("platform", "es")).toBe("/es/plataforma");
    expect(pagePath("sports", "es")).toBe("/es/deportes");
    expect(pagePath("download", "es")).toBe("/es/descargar");
    expect(pagePath("contact", "es")).toBe("/es/contacto");
    expect(pagePath("pricing", "es")).toBe("/es/precios");
    expect(pagePath("privacy", "es")).toBe("/es/privacy");
  });

  it("never lets a page path be a redirect source", () => {
    for (const path of allPagePaths()) expect(legacyRedirects[path]).toBeUndefined();
  });

  it("keeps /backup out of the index and every other page in it", () => {
    expect(pages.comparison.priority).toBeNull();
    expect(pages.home.priority).toBe(1);
    expect(pages.music.priority).toBe(0.9);
    expect(pages.download.priority).toBe(0.8);
  });
});

describe("resolvePath", () => {
  it("finds the page and language of a canonical path", () => {
    expect(resolvePath("/es/musica")).toMatchObject({ page: "music", locale: "es" });
    expect(resolvePath("/")).toMatchObject({ page: "home", locale: "en" });
  });

  it("reads a trailing slash as the same page", () => {
    expect(resolvePath("/es/musica/")).toMatchObject({ page: "music", locale: "es" });
  });

  it("gives the 404 page in the path's language for anything else", () => {
    expect(resolvePath("/nope")).toEqual({ page: "notFound", locale: "en", namespaces: [] });
    expect(resolvePath("/es/nada")).toEqual({ page: "notFound", locale: "es", namespaces: [] });
    expect(resolvePath("/espresso")).toMatchObject({ locale: "en" });
  });
});

describe("counterpartPath (the language switch)", () => {
  it("maps every page to its counterpart and back", () => {
    for (const id of pageIds) {
      expect(counterpartPath(pagePath(id, "en"), "es")).toBe(pagePath(id, "es"));
      expect(counterpartPath(pagePath(id, "es"), "en")).toBe(pagePath(id, "en"));
    }
  });

  it("adds or removes /es where a path has no mapping, and /es becomes /", () => {
    expect(counterpartPath("/unknown", "es")).toBe("/es/unknown");
    expect(counterpartPath("/es/unknown", "en")).toBe("/unknown");
    expect(counterpartPath("/es", "en")).toBe("/");
    expect(matchPage("/es")).toEqual({ id: "home", locale: "es" });
  });

  it("stays put when the path is already in the target language", () => {
    expect(counterpartPath("/music", "en")).toBe("/music");
    expect(counterpartPath("/es/nada", "es")).toBe("/es/nada");
  });
});
