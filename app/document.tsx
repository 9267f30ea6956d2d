import type { ReactNode } from "react";
import type { Locale } from "../site/locales.ts";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { consentRootId } from "./consent/consent-root.ts";
import { languageRedirectScript } from "./i18n/preferred-locale.ts";
import type { IslandUse } from "./islands/island.tsx";
import { type Preloads, pageLoader } from "./islands/page-loader.ts";
import { type UiWords, uiWordsId } from "./islands/ui-words.tsx";
import type { HeadTag } from "./seo.ts";
import type { JsonLd } from "./structured-data.ts";
import { themeColor } from "./styles/head-links.ts";
import { designLinks } from "./styles/icons.ts";
import { fontLoader } from "./styles/web-font.ts";

/** Where the page's stylesheet and the islands' runtime are served: Vite's in development, the build's hashed files after. */
export interface PageAssets {
  readonly stylesheet: string;
  readonly runtime: string;
  /**
   * The built files each part of the page needs, for the page loader to fetch at once instead of
   * one import after another (app/islands/page-loader.ts). None in development, where Vite serves
   * the sources one by one.
   */
  readonly preloads?: (islands: readonly IslandUse[], locale: Locale) => Preloads;
}

/**
 * The whole document of every page (docs/decisions/0010-islands.md): prerendered by React, and in
 * the browser only a short inline script (app/islands/page-loader.ts) that starts the islands'
 * runtime when the page has islands or the consent flow has something to do.
 */
export function Document({
  locale,
  pathname,
  head,
  assets,
  words,
  preloads,
  children,
}: {
  locale: Locale;
  pathname: string;
  head: readonly (HeadTag | JsonLd)[];
  assets: PageAssets;
  words: UiWords;
  preloads: Preloads;
  children: ReactNode;
}) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: fontLoader() }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: languageRedirectScript(pathname) }} />
        <HeadTags tags={head} />
        {designLinks.map((link) => (
          <link key={link.rel} {...link} />
        ))}
        <link rel="stylesheet" href={assets.stylesheet} />
        <script
          type="speculationrules"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, allowed by its CSP hash
          dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
        />
      </head>
      <body>
        <SiteHeader />
        {/* After the skip link and the header, before the content: keyboard users meet the cookie banner early. */}
        <div id={consentRootId} />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <script
          type="application/json"
          id={uiWordsId}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not a script a browser runs
          dangerouslySetInnerHTML={{ __html: JSON.stringify(words).replaceAll("<", "\\u003c") }}
        />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: pageLoader(assets.runtime, preloads) }} />
      </body>
    </html>
  );
}

/**
 * Pages a visitor is about to open are fetched ahead (Speculation Rules, where browsers support
 * them): any link to a page of the site, once the pointer rests on it or it is pressed.
 */
const speculationRules = {
  prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
};

/** The page's title, descriptions, alternates and structured data. */
function HeadTags({ tags }: { tags: readonly (HeadTag | JsonLd)[] }) {
  return tags.map((tag, index) => {
    if ("title" in tag) return <title key="title">{tag.title}</title>;
    if ("script:ld+json" in tag)
      return (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once
          key={index}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not a script a browser runs
          dangerouslySetInnerHTML={{ __html: JSON.stringify(tag["script:ld+json"]).replaceAll("<", "\\u003c") }}
        />
      );
    if ("tagName" in tag) {
      const { tagName: _, ...link } = tag;
      return <link key={`${link.rel}-${link.hrefLang ?? ""}`} {...link} />;
    }
    if ("property" in tag)
      return <meta key={`${tag.property}-${tag.content}`} property={tag.property} content={tag.content} />;
    return <meta key={tag.name} name={tag.name} content={tag.content} />;
  });
}
