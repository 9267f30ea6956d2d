import { brand } from "../site/brand.ts";
import { defaultLocale, type Locale, localeDefinition, locales, sourceLocale } from "../site/locales.ts";
import { absoluteUrl, isIndexable, type PageId, pagePath } from "../site/pages.ts";

/** Open Graph cards are 1200×630, the size the large link previews use. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** Where a page's Open Graph card is served; scripts/images.ts renders it from art/og.ts. */
export function ogImagePath(page: PageId, locale: Locale): string {
  return `/og/${sourceLocale(locale)}/${page}.png`;
}

export interface HeadInput {
  readonly page: PageId | "notFound";
  readonly locale: Locale;
  readonly title: string;
  readonly description: string;
  readonly siteUrl: string;
}

export type HeadTag =
  | { readonly title: string }
  | { readonly name: string; readonly content: string }
  | { readonly property: string; readonly content: string }
  | { readonly tagName: "link"; readonly rel: string; readonly href: string; readonly hrefLang?: string };

/** A page's head: title, description, self-canonical, hreflang alternates, Open Graph and Twitter tags. */
export function documentHead(input: HeadInput): HeadTag[] {
  const { page, locale, description, siteUrl } = input;
  const title = page === "home" ? input.title : `${input.title} | ${brand.name}`;
  const tags: HeadTag[] = [{ title }, { name: "description", content: description }];
  if (page === "notFound") return [...tags, { name: "robots", content: "noindex" }];

  const url = absoluteUrl(siteUrl, pagePath(page, locale));
  if (!isIndexable(page)) tags.push({ name: "robots", content: "noindex" });
  tags.push({ tagName: "link", rel: "canonical", href: url });
  for (const [hrefLang, alternate] of [...locales.map((l) => [l, l]), ["x-default", defaultLocale]] as const) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang, href: absoluteUrl(siteUrl, pagePath(page, alternate)) });
  }
  tags.push(
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: localeDefinition(locale).ogLocale },
    ...locales
      .filter((alternate) => alternate !== locale)
      .map((alternate) => ({ property: "og:locale:alternate", content: localeDefinition(alternate).ogLocale })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  );
  const image = absoluteUrl(siteUrl, ogImagePath(page, locale));
  tags.push(
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(ogImageSize.width) },
    { property: "og:image:height", content: String(ogImageSize.height) },
    { property: "og:image:alt", content: input.title },
    { name: "twitter:image", content: image },
  );
  return tags;
}
