import { describe, expect, it } from "vitest";
import { readPublicConfig } from "../site/config.ts";
import { structuredData } from "./structured-data.ts";

const config = readPublicConfig({ SITE_URL: "https://keystub.example" });
const translate = (key: string) => `«${key}»`;

describe("structuredData", () => {
  it("describes the organisation and the website on the home page", () => {
    const [organization, website] = structuredData({ page: "home", locale: "es", config, translate }).map(
      (b) => b["script:ld+json"],
    );
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Keystub",
      legalName: "Keystub Labs, Inc.",
      url: "https://keystub.example/es",
    });
    expect(website).toMatchObject({ "@type": "WebSite", url: "https://keystub.example/es", inLanguage: "es-US" });
  });

  it("gives inner pages a breadcrumb trail in their language, through their parent", () => {
    const [trail] = structuredData({ page: "smartTicketing", locale: "es", config, translate }).map(
      (b) => b["script:ld+json"],
    );
    expect(trail?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "«pageName.home»", item: "https://keystub.example/es" },
      { "@type": "ListItem", position: 2, name: "«pageName.music»", item: "https://keystub.example/es/musica" },
      {
        "@type": "ListItem",
        position: 3,
        name: "«pageName.smartTicketing»",
        item: "https://keystub.example/es/music/smart-ticketing",
      },
    ]);
  });

  it("describes the scanner app on the download page and nothing on the 404 page", () => {
    const types = structuredData({ page: "download", locale: "en", config, translate }).map(
      (b) => b["script:ld+json"]["@type"],
    );
    expect(types).toEqual(["BreadcrumbList", "MobileApplication"]);
    expect(structuredData({ page: "notFound", locale: "en", config, translate })).toEqual([]);
  });
});
