import { describe, expect, it } from "vitest";
import { readPublicConfig } from "../site/config.ts";
import { structuredData } from "./structured-data.ts";

const config = readPublicConfig({ SITE_URL: "https://keystub.example" });
const translate = (key: string) => `«${key}»`;
const ld = (page: Parameters<typeof structuredData>[0]["page"], locale: "en" | "es") =>
  structuredData({ page, locale, config, translate }).map((block) => block["script:ld+json"]);

describe("structuredData", () => {
  it("describes the organisation and the website on the home page", () => {
    const [organization, website] = ld("home", "es");
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Keystub",
      legalName: "Keystub Labs, Inc.",
      url: "https://keystub.example/es",
    });
    expect(website).toMatchObject({ "@type": "WebSite", url: "https://keystub.example/es", inLanguage: "es-US" });
  });

  it("gives inner pages a breadcrumb trail in their language, through their parent", () => {
    const [trail] = ld("smartTicketing", "es");
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
    expect(ld("download", "en").map((data) => data["@type"])).toEqual(["BreadcrumbList", "MobileApplication"]);
    expect(ld("notFound", "en")).toEqual([]);
  });
});
