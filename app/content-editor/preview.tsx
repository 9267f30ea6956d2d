/**
 * The editor's preview (docs/content-editing.md): our own pages, rendered by React with the words
 * being edited, in the language of the preview pane. Sveltia CMS calls a preview template from its
 * own copy of React, so the template does only what works across two copies: it returns an element
 * whose ref gives us a node, and our React renders the page into that node as a root of its own.
 */
import type { CustomPreviewTemplate, CustomPreviewTemplateProps } from "@sveltia/cms";
import { createElement, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { defaultLocale, type Locale, locales } from "../../site/locales.ts";
import { type PageId, pagePath, pages } from "../../site/pages.ts";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { i18nFor } from "../i18n/instance.ts";
import { PageContext, pageInfo } from "../i18n/use-locale.ts";
import { IslandUses } from "../islands/island.tsx";
import { UiWordsContext, uiWordsOf } from "../islands/ui-words.tsx";

/** The dictionaries as the build found them, by language and file: the words the preview is not editing. */
export type Dictionaries = Readonly<Record<string, Readonly<Record<string, object>>>>;

interface PageModule {
  readonly default: () => ReactNode;
  readonly loader?: unknown;
}
const routeModules = import.meta.glob<PageModule>("../routes/*.tsx", { eager: true });

/**
 * The page a file's words are previewed on: the first page that reads the file and needs nothing
 * but its words (the legal pages also need their documents). The shared words and the pictures'
 * show on the home page; a file no such page reads (the cookie banner's, the inbox's) has no page
 * preview, and the editor shows its fields instead.
 */
export function previewPage(file: string): PageId | undefined {
  if (file === "common" || file === "art") return "home";
  return (Object.keys(pages) as PageId[]).find(
    (id) => (pages[id].namespaces as readonly string[]).includes(file) && !routeModules[`../${pages[id].file}`]?.loader,
  );
}

/** One page in `locale`, header to footer, with `words` for `file` and the build's words for the rest. */
function PagePreview({
  page,
  locale,
  file,
  words,
  dictionaries,
}: {
  page: PageId;
  locale: Locale;
  file: string;
  words: object;
  dictionaries: Dictionaries;
}) {
  const bundles = { ...dictionaries[locale], [file]: words };

  const Page = routeModules[`../${pages[page].file}`]?.default;
  if (!Page) return null;
  return (
    <I18nextProvider i18n={i18nFor(locale, bundles)}>
      <PageContext value={pageInfo(pagePath(page, locale))}>
        <UiWordsContext value={uiWordsOf(bundles.common)}>
          <IslandUses value={null}>
            <SiteHeader />
            <main id="main">
              <Page />
            </main>
            <SiteFooter />
          </IslandUses>
        </UiWordsContext>
      </PageContext>
    </I18nextProvider>
  );
}

const roots = new WeakMap<Element, Root>();

/** The root our React renders into `node` with, made on first use and dropped when the node leaves the page. */
function rootOf(node: Element): Root {
  let root = roots.get(node);
  if (!root) {
    root = createRoot(node);
    roots.set(node, root);
  }
  return root;
}

/** The template Sveltia CMS shows for `file`, or undefined when no page shows that file's words. */
export function previewTemplate(file: string, dictionaries: Dictionaries): CustomPreviewTemplate | undefined {
  const page = previewPage(file);
  if (!page) return undefined;
  // One template per file, as Sveltia CMS registers them; it calls no hook, so a new function per
  // file is safe where a factory of hook-calling components would not be.
  // biome-ignore lint/correctness/noComponentHookFactories: a hook-free template per file, made once at start-up
  return function Preview({ entry, document }: CustomPreviewTemplateProps) {
    const lang = document.documentElement.lang;
    const locale = (locales as readonly string[]).includes(lang) ? (lang as Locale) : defaultLocale;
    const words = (entry.get("data") as { toJS(): object } | undefined)?.toJS() ?? {};
    // A new ref on every render: React calls it with the node, and the page is rendered again with
    // the new words. Its cleanup unmounts our root once the node has really left the document.
    return createElement("div", {
      ref: (node: HTMLDivElement) => {
        rootOf(node).render(
          <PagePreview page={page} locale={locale} file={file} words={words} dictionaries={dictionaries} />,
        );
        return () => {
          queueMicrotask(() => {
            if (!node.isConnected) {
              roots.get(node)?.unmount();
              roots.delete(node);
            }
          });
        };
      },
    });
  };
}
