import { describe, expect, it } from "vitest";
import { locales } from "./locales.ts";
import { allPagePaths, counterpartPath, pageIds, pagePath, resolvePath } from "./pages.ts";

describe("the route table", () => {
  it("gives every page a distinct path in each language", () => {
    expect(new Set(allPagePaths()).size).toBe(pageIds.length * locales.length);
  });

  it("keeps English unprefixed and uses the product's Spanish slugs under /es", () => {
    for (const id of pageIds) expect(pagePath(id, "en")).not.toMatch(/^\/es(\/|$)/);
    expect(Object.fromEntries(pageIds.map((id) => [id, pagePath(id, "es")]))).toMatchObject({
      home: "/es",
      music: "/es/musica",
      platform: "/es/plataforma",
      sports: "/es/deportes",
      download: "/es/descargar",
      contact: "/es/contacto",
      pricing: "/es/precios",
      privacy: "/es/privacy",
    });
    for (const id of pageIds) expect(pagePath(id, "es")).toMatch(/^\/es(\/|$)/);
  });
});

it.each([
  ["/es/musica", { page: "music", locale: "es" }],
  ["/", { page: "home", locale: "en" }],
  ["/es/musica/", { page: "music", locale: "es" }],
  ["/nope", { page: "notFound", locale: "en", namespaces: [] }],
  ["/es/nada", { page: "notFound", locale: "es", namespaces: [] }],
  ["/espresso", { page: "notFound", locale: "en" }],
])("resolvePath(%s): the page (a trailing slash the same, the 404 else) in the path's language", (path, found) => {
  expect(resolvePath(path)).toMatchObject(found);
});

// Every page's language switch to its counterpart and back is tests/e2e/every-page.spec.ts's.
describe("counterpartPath (the language switch)", () => {
  it.each([
    ["/unknown", "es", "/es/unknown"],
    ["/es/unknown", "en", "/unknown"],
    ["/es", "en", "/"],
    ["/music", "en", "/music"],
    ["/es/nada", "es", "/es/nada"],
  ] as const)(
    "adds or removes /es where a path has no mapping, and stays in its language: %s → %s",
    (path, to, found) => {
      expect(counterpartPath(path, to)).toBe(found);
    },
  );
});
