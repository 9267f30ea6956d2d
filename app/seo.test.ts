import { describe, expect, it } from "vitest";
import { documentHead } from "./seo.ts";

const base = { title: "Music", description: "About music", siteUrl: "https://keystub.example" };

function links(tags: ReturnType<typeof documentHead>) {
  return tags.flatMap((tag) => ("tagName" in tag ? [tag] : []));
}

describe("documentHead", () => {
  it("gives a page its title and description (its canonical is checked on every page by tests/e2e/seo.spec.ts)", () => {
    const tags = documentHead({ ...base, page: "music", locale: "es" });
    expect(tags).toContainEqual({ title: "Music | Keystub" });
    expect(tags).toContainEqual({ name: "description", content: "About music" });
  });

  it("marks Open Graph locales", () => {
    const tags = documentHead({ ...base, page: "home", locale: "es" });
    expect(tags).toContainEqual({ property: "og:locale", content: "es_LA" });
    expect(tags).toContainEqual({ property: "og:locale:alternate", content: "en_US" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://keystub.example/es" });
  });

  it("keeps the comparison page and the 404 page out of the index", () => {
    expect(documentHead({ ...base, page: "comparison", locale: "en" })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
    const notFound = documentHead({ ...base, page: "notFound", locale: "en" });
    expect(notFound).toContainEqual({ name: "robots", content: "noindex" });
    expect(links(notFound)).toEqual([]);
  });

  it("does not add the brand twice on the home page", () => {
    expect(documentHead({ ...base, title: "Keystub — Access", page: "home", locale: "en" })).toContainEqual({
      title: "Keystub — Access",
    });
  });
});
