import type { ComponentType } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { I18nextProvider } from "react-i18next";
import type { Locale } from "../site/locales.ts";
import { notFound, pages } from "../site/pages.ts";
import { config } from "./config.ts";
import { Document, type PageAssets } from "./document.tsx";
import { bundlesFor, lookup } from "./i18n/bundles.server.ts";
import { i18nFor } from "./i18n/instance.ts";
import { PageContext, pageInfo } from "./i18n/use-locale.ts";
import { type IslandUse, IslandUses } from "./islands/island.tsx";
import { noPreloads, type Preloads } from "./islands/page-loader.ts";
import { UiWordsContext, uiWordsOf } from "./islands/ui-words.tsx";
import { documentHead } from "./seo.ts";
import { structuredData } from "./structured-data.ts";

export type { PageAssets };

// Every page's component, by the file the route table names (site/pages.ts).
// A page's module may export `loader(locale)`, whose result the page receives as `data`.
interface PageModule {
  // biome-ignore lint/suspicious/noExplicitAny: each page's own data
  readonly default: ComponentType<{ data?: any }>;
  readonly loader?: (locale: Locale) => Promise<unknown>;
}
const routeModules = import.meta.glob<PageModule>("./routes/*.tsx", { eager: true });

/** A page's whole HTML once every part is ready; status 404 for a path no page answers. */
export async function renderPage(path: string, assets: PageAssets): Promise<{ status: number; html: string }> {
  const info = pageInfo(path);
  const { locale, page } = info;
  const namespaces = page === "notFound" ? [] : pages[page].namespaces;
  const bundles = bundlesFor(locale, namespaces);
  const i18n = i18nFor(locale, bundles);
  const file = page === "notFound" ? notFound.file : pages[page].file;
  const module = routeModules[`./${file}`];
  if (!module) throw new Error(`No page component at app/${file}`);
  const { default: Page, loader } = module;
  const data = await loader?.(locale);
  const words = uiWordsOf(bundles.common);
  const translate = (key: string) => lookup(bundles, "common", key);
  const head = [
    ...documentHead({
      page,
      locale,
      title: translate(`meta.${page}.title`),
      description: translate(`meta.${page}.description`),
      siteUrl: config.SITE_URL,
    }),
    ...structuredData({ page, locale, config, translate }),
  ];
  const status = page === "notFound" ? 404 : 200;
  const render = async (uses: IslandUse[] | null, preloads: Preloads) => {
    const { prelude } = await prerenderToNodeStream(
      <I18nextProvider i18n={i18n}>
        <PageContext value={info}>
          <UiWordsContext value={words}>
            <IslandUses value={uses}>
              <Document
                locale={locale}
                pathname={info.pathname}
                head={head}
                assets={assets}
                words={words}
                preloads={preloads}
              >
                <Page data={data} />
              </Document>
            </IslandUses>
          </UiWordsContext>
        </PageContext>
      </I18nextProvider>,
      {
        onError(error) {
          throw error;
        },
      },
    );
    let html = "";
    for await (const chunk of prelude) html += chunk;
    return html;
  };
  // For the build, the page is rendered twice: first to learn which islands it has, then with the
  // files those islands need named for its loader.
  if (!assets.preloads) return { status, html: await render(null, noPreloads) };
  const uses: IslandUse[] = [];
  await render(uses, noPreloads);
  return { status, html: await render(null, assets.preloads(uses, locale)) };
}
