import type { ReactNode } from "react";
import type { Locale } from "../site/locales.ts";
import { counterpartPaths } from "../site/pages.ts";
import { reportsUrl } from "../site/reports.ts";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { config } from "./config.ts";
import { consentRootId } from "./consent/consent-root.ts";
import { configuredVendors, consentRevision, vendorCategories } from "./consent/vendors.ts";
import { HtmlDocument } from "./html-document.ts";
import languageRedirect from "./i18n/language-redirect.inline.ts?inline-script";
import type { IslandUse } from "./islands/island.tsx";
import pageLoader from "./islands/page-loader.inline.ts?inline-script";
import { type LoaderData, loaderDataId, type Preloads } from "./islands/page-loader.ts";
import { type UiWords, uiWordsId } from "./islands/ui-words.tsx";
import type { HeadTag } from "./seo.ts";
import type { JsonLd } from "./structured-data.ts";
import fontLoader from "./styles/font-loader.inline.ts?inline-script";
import { themeColor } from "./styles/head-links.ts";
import { designLinks } from "./styles/icons.ts";
import { webFontUrl } from "./styles/web-font.ts";

/** Where the page's stylesheet, the islands' runtime and the consent banner are served: Vite's in development, the build's hashed files after. */
export interface PageAssets {
  readonly stylesheet: string;
  readonly runtime: string;
  readonly consent: string;
  /** The built files each part needs, fetched at once by the page loader; none in development. */
  readonly preloads?: (islands: readonly IslandUse[], locale: Locale) => Preloads;
}

/** The document of every page; in the browser only its three inline scripts run (docs/decisions/0010-islands.md). */
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
    <HtmlDocument
      lang={locale}
      head={
        <>
          <meta name="theme-color" content={themeColor} />
          <InlineScript code={fontLoader} data-href={webFontUrl} />
          <InlineScript code={languageRedirect} data-counterparts={JSON.stringify(counterpartPaths(pathname))} />
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
        </>
      }
    >
      <SiteHeader />
      {/* After the skip link and the header, before the content: keyboard users meet the cookie banner early. */}
      <div id={consentRootId} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <JsonData id={uiWordsId} value={words} />
      <JsonData
        id={loaderDataId}
        value={
          {
            runtime: assets.runtime,
            consent: assets.consent,
            preloads,
            font: webFontUrl,
            ...consent,
            reports: reportsUrl(config),
          } satisfies LoaderData
        }
      />
      <InlineScript code={pageLoader} />
    </HtmlDocument>
  );
}

const vendors = configuredVendors(config);
/** What the page loader needs to ask whether the visitor's choice settles the consent question (app/consent/decision.ts). */
const consent = { revision: consentRevision(vendors), vendorCategories: vendorCategories(vendors) };

/** One of the page's own scripts (a browser module the build bundles), allowed by its hash in the page's policy. */
function InlineScript({ code, ...data }: { code: string } & Record<`data-${string}`, string>) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own bundled module, allowed by its CSP hash
  return <script {...data} dangerouslySetInnerHTML={{ __html: code }} />;
}

/** Data for the page's scripts or for search engines, as JSON with "<" escaped: not a script a browser runs. */
function JsonData({ id, type = "application/json", value }: { id?: string; type?: string; value: unknown }) {
  return (
    <script
      type={type}
      id={id}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replaceAll("<", "\\u003c") }}
    />
  );
}

/** Pages of the site are fetched ahead once the pointer rests on a link (Speculation Rules). */
const speculationRules = {
  prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
};

function HeadTags({ tags }: { tags: readonly (HeadTag | JsonLd)[] }) {
  return tags.map((tag, index) => {
    if ("title" in tag) return <title key="title">{tag.title}</title>;
    if ("script:ld+json" in tag)
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once
      return <JsonData key={index} type="application/ld+json" value={tag["script:ld+json"]} />;
    if ("tagName" in tag) {
      const { tagName: _, ...link } = tag;
      return <link key={`${link.rel}-${link.hrefLang ?? ""}`} {...link} />;
    }
    if ("property" in tag)
      return <meta key={`${tag.property}-${tag.content}`} property={tag.property} content={tag.content} />;
    return <meta key={tag.name} name={tag.name} content={tag.content} />;
  });
}
