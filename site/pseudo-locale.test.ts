import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leaves } from "../server/testing/dictionary-leaves.ts";

// A third language is a data change (docs/i18n.md): switched on, the pseudo-locale is in every table
// the site is generated from. tests/e2e/pseudo-locale.spec.ts checks its prerendered pages and 404 page.
const load = async () => ({
  locales: await import("./locales.ts"),
  pages: await import("./pages.ts"),
  sitemap: await import("./sitemap.ts"),
  staticHost: await import("./static-host.ts"),
  seo: await import("../app/seo.ts"),
  bundles: await import("../app/i18n/bundles.server.ts"),
});
let m: Awaited<ReturnType<typeof load>>;
// Typed as a language, as site/locales.ts lists it when switched on.
const code = "xa" as import("./locales.ts").Locale;
const site = "https://keystub.example";

beforeAll(async () => {
  vi.stubEnv("PSEUDO_LOCALE", "1");
  vi.resetModules();
  m = await load();
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("a pseudo-locale switched on for the test build", () => {
  it("is one more language, after the public ones, with its own paths", () => {
    expect(m.locales.locales).toEqual(["en", "es", code]);
    expect(m.locales.sourceLocales).toEqual(["en", "es"]);
    expect(m.locales.localeFromPath("/xa/music")).toBe(code);
    expect(m.locales.localeFromPath("/xavier")).toBe("en");
    expect(m.pages.counterpartPath("/es/musica", code)).toBe("/xa/music");
    expect(m.pages.counterpartPath("/xa/nothing", "es")).toBe("/es/nothing");
  });

  it("links every language's page to it with hreflang, in the head and the sitemap", () => {
    for (const locale of m.locales.locales) {
      const alternates = m.seo
        .documentHead({ page: "music", locale, title: "t", description: "d", siteUrl: site })
        .flatMap((tag) => ("rel" in tag && tag.rel === "alternate" ? [`${tag.hrefLang} ${tag.href}`] : []));
      expect(alternates).toEqual([
        `en ${site}/music`,
        `es ${site}/es/musica`,
        `xa ${site}/xa/music`,
        `x-default ${site}/music`,
      ]);
    }
    const sitemap = m.sitemap.sitemapXml(site);
    expect(sitemap).toContain(`<loc>${site}/xa/music</loc>`);
    expect(sitemap).toContain(`hreflang="xa" href="${site}/xa/music"`);
  });

  it("sends its unknown paths to its own 404 page on static hosts", () => {
    const redirects = m.staticHost.netlifyRedirects({ BLOG_URL: "https://blog.example" }).split("\n");
    expect(redirects.slice(-4)).toEqual([
      "/es/*  /es/404.html  404",
      "/xa/*  /xa/404.html  404",
      "/*  /404.html  404",
      "",
    ]);
  });

  it("has every key of every namespace, each accented and bracketed", () => {
    for (const namespace of m.pages.namespaces) {
      const english = leaves(m.bundles.bundlesFor("en", [namespace])[namespace]);
      const pseudo = new Map(leaves(m.bundles.bundlesFor(code, [namespace])[namespace]));
      expect(english.length).toBeGreaterThan(0);
      for (const [key, value] of english) {
        const text = pseudo.get(key);
        expect(text, `${namespace}:${key}`).toMatch(/^\[.*\]$/s);
        // The placeholders and <Trans> tags survive as they are.
        for (const kept of value.match(/\{\{[^}]*\}\}|<\/?\w+>/g) ?? []) expect(text).toContain(kept);
        if (/[a-z]{3}/i.test(value.replace(/\{\{[^}]*\}\}|<\/?\w+>/g, ""))) expect(text).not.toBe(`[${value}]`);
      }
    }
  });
});

describe("with the pseudo-locale off (every public build)", () => {
  it("has only the public languages", async () => {
    vi.unstubAllEnvs();
    vi.resetModules();
    const { locales, isLocale } = await import("./locales.ts");
    expect(locales).toEqual(["en", "es"]);
    expect(isLocale(code)).toBe(false);
  });
});
