import { brand } from "../site/brand.ts";
import type { PublicConfig } from "../site/config.ts";
import { type Locale, localeTag } from "../site/locales.ts";
import { absoluteUrl, breadcrumbTrail, type PageId, pagePath } from "../site/pages.ts";

export interface StructuredDataInput {
  readonly page: PageId | "notFound";
  readonly locale: Locale;
  readonly config: PublicConfig;
  readonly translate: (key: string) => string;
}

export type JsonLd = { readonly "script:ld+json": Record<string, unknown> };

const ld = (value: Record<string, unknown>): JsonLd => ({
  "script:ld+json": { "@context": "https://schema.org", ...value },
});

/** JSON-LD: Organization and WebSite on home, the app on download, breadcrumbs on inner pages. */
export function structuredData({ page, locale, config, translate }: StructuredDataInput): JsonLd[] {
  if (page === "notFound") return [];
  const url = (id: PageId) => absoluteUrl(config.SITE_URL, pagePath(id, locale));
  const inLanguage = localeTag(locale);
  const company = {
    "@type": "Organization",
    "@id": `${config.SITE_URL}/#company`,
    name: brand.name,
    legalName: brand.legalEntity,
    url: url("home"),
    logo: `${config.SITE_URL}/favicon.svg`,
    email: config.CONTACT_EMAIL,
    sameAs: [
      config.SOCIAL_X_URL,
      config.SOCIAL_INSTAGRAM_URL,
      config.SOCIAL_LINKEDIN_URL,
      config.SOCIAL_TIKTOK_URL,
      config.SOCIAL_YOUTUBE_URL,
    ],
  };
  if (page === "home") {
    return [
      ld(company),
      ld({ "@type": "WebSite", name: brand.name, url: url("home"), inLanguage, publisher: { "@id": company["@id"] } }),
    ];
  }
  const trail = breadcrumbTrail(page);
  const breadcrumbs = ld({
    "@type": "BreadcrumbList",
    itemListElement: trail.map((id, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: translate(`pageName.${id}`),
      item: url(id),
    })),
  });
  if (page !== "download") return [breadcrumbs];
  return [
    breadcrumbs,
    ld({
      "@type": "MobileApplication",
      name: `${brand.name} ${translate("pageName.download")}`,
      operatingSystem: "iOS, Android",
      applicationCategory: "BusinessApplication",
      url: url("download"),
      inLanguage,
      installUrl: [config.APP_STORE_URL, config.PLAY_STORE_URL],
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      publisher: company,
    }),
  ];
}
