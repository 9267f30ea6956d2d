import { describe, expect, it } from "vitest";
import { documentHead } from "./seo.ts";

const base = { title: "Music", description: "About music", siteUrl: "https://keystub.example" };

describe("documentHead", () => {
  it("gives a page its title, the brand added once, and description (its canonical is tests/e2e/seo.spec.ts's)", () => {
    const tags = documentHead({ ...base, page: "music", locale: "es" });
    expect(tags).toContainEqual({ title: "Music | Keystub" });
    expect(tags).toContainEqual({ name: "description", content: "About music" });
    const home = documentHead({ ...base, title: "Keystub — Access", page: "home", locale: "en" });
    expect(home).toContainEqual({ title: "Keystub — Access" });
  });

  it("marks Open Graph locales", () => {
    const tags = documentHead({ ...base, page: "home", locale: "es" });
    expect(tags).toContainEqual({ property: "og:locale", content: "es_LA" });
    expect(tags).toContainEqual({ property: "og:locale:alternate", content: "en_US" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://keystub.example/es" });
  });

  it("keeps the comparison page and the 404 page out of the index, the 404 page linking no other", () => {
    for (const page of ["comparison", "notFound"] as const)
      expect(documentHead({ ...base, page, locale: "en" })).toContainEqual({ name: "robots", content: "noindex" });
    expect(documentHead({ ...base, page: "notFound", locale: "en" }).filter((tag) => "tagName" in tag)).toEqual([]);
  });
});
