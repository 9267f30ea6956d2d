// The editor's preview: Sveltia CMS calls a template from its own copy of React, so the template only
// hands us a node, and our React renders the page into it as a root of its own.
import type { CustomPreviewTemplate, CustomPreviewTemplateProps } from "@sveltia/cms";
import { createElement, type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
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
import { desktopFrameWords, type EditorLanguage, rotatingHeadlinesWords } from "./editor-words.ts";

/** The dictionaries as the build found them, by language and file: the words the preview is not editing. */
export type Dictionaries = Readonly<Record<string, Readonly<Record<string, object>>>>;

interface PageModule {
  readonly default: () => ReactNode;
  readonly loader?: unknown;
}
const routeModules = import.meta.glob<PageModule>("../routes/*.tsx", { eager: true });

/** The first page that reads the file and needs nothing but words; none for a file no such page reads. */
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

/** The width the page is drawn at, scaled down to the pane: a laptop's, which shows the desktop layout. */
const desktopWidth = 1280;
/** In a pane narrower than this (a phone's editor), the page is drawn at the pane's width, as a phone shows it. */
const phonePane = 640;

// The page is drawn in a frame of its own, `desktopWidth` wide, since the layout follows the window's width.
function DesktopFrame({ host, title, children }: { host: HTMLElement; title: string; children: ReactNode }) {
  const [paneWidth, setPaneWidth] = useState(host.clientWidth);
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [height, setHeight] = useState(0);
  const view = host.ownerDocument.defaultView;

  useEffect(() => {
    if (!view) return;
    const observer = new view.ResizeObserver(() => setPaneWidth(host.clientWidth));
    observer.observe(host);
    return () => observer.disconnect();
  }, [host, view]);

  const inner = frame?.contentDocument;
  useEffect(() => {
    if (!inner?.defaultView) return;
    inner.documentElement.lang = host.ownerDocument.documentElement.lang;
    for (const style of host.ownerDocument.head.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(
      'link[rel="stylesheet"], style',
    )) {
      const copy = style.cloneNode(true) as HTMLLinkElement | HTMLStyleElement;
      if (copy instanceof inner.defaultView.HTMLLinkElement && style instanceof HTMLLinkElement) copy.href = style.href;
      inner.head.append(copy);
    }
    const observer = new inner.defaultView.ResizeObserver(() => setHeight(inner.documentElement.scrollHeight));
    observer.observe(inner.body);
    return () => observer.disconnect();
  }, [inner, host]);

  if (paneWidth < phonePane) return children;
  const scale = Math.min(1, paneWidth / desktopWidth);
  return (
    <div style={{ height: height * scale, overflow: "hidden" }}>
      <iframe
        ref={setFrame}
        title={title}
        style={{
          width: desktopWidth,
          height,
          border: 0,
          display: "block",
          transform: `scale(${scale})`,
          transformOrigin: "0 0",
        }}
      />
      {inner ? createPortal(children, inner.body) : null}
    </div>
  );
}

/** The home banner's headlines, all of them: the page shows only the first. */
function RotatingHeadlines({ language, locale, words }: { language: EditorLanguage; locale: Locale; words: object }) {
  const hero = (words as { hero?: Record<string, unknown> }).hero ?? {};
  const headlines = Object.entries(hero).filter(([key]) => /^heading\d+$/.test(key));
  if (headlines.length < 2) return null;
  const heading = rotatingHeadlinesWords[language];
  return (
    <section
      lang={language}
      aria-label={heading}
      style={{
        padding: "12px 16px",
        background: "var(--color-brand-soft)",
        color: "var(--color-ink)",
        font: "14px/1.4 system-ui, sans-serif",
      }}
    >
      <p style={{ margin: "0 0 6px", fontWeight: 600 }}>{heading}</p>
      <ol lang={locale} style={{ margin: 0, paddingInlineStart: 24, listStyle: "decimal" }}>
        {headlines.map(([key, text]) => (
          <li key={key}>{String(text)}</li>
        ))}
      </ol>
    </section>
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

/** The template for `file`, or undefined when no page shows its words. */
export function previewTemplate(
  file: string,
  dictionaries: Dictionaries,
  language: EditorLanguage,
): CustomPreviewTemplate | undefined {
  const page = previewPage(file);
  if (!page) return undefined;
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
          <>
            {file === "home" ? <RotatingHeadlines language={language} locale={locale} words={words} /> : null}
            <DesktopFrame host={node} title={desktopFrameWords[language]}>
              <PagePreview page={page} locale={locale} file={file} words={words} dictionaries={dictionaries} />
            </DesktopFrame>
          </>,
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
