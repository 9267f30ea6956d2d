// react-dom/client for the browser bundle (scripts/vite-preact-client.ts).
//
// React hydrates the whole document, <html> included. Preact renders into `document` by rendering
// into `document.documentElement` (preactjs/preact#5118), so an <html> element in the tree would be
// created inside the prerendered one. Here <html> renders as a fragment: its <head> and <body>
// hydrate the document's own, and its one attribute, `lang`, is kept on the document element.
//
// React hoists <link>s rendered anywhere (React Router's <Scripts> module preloads in <body>, a
// hero's image preload) into <head> when it prerenders; Preact hydrates an element into the first
// unclaimed one of its tag, so those would be claimed by the head's own links and the stylesheet
// would be dropped. Preloads are hints for the first load only, and by the time hydration starts
// the modules they announced have run and the picture and font are requested: they leave the
// document, and the browser's tree renders none. React keeps the rest of <head> in tree order.
// (The stylesheets themselves are inside the page: below.)
import { type ComponentChild, Fragment, h, options, type VNode } from "preact";
import client from "preact/compat/client";

// Effects run right after the commit, before the browser takes the next input event, not after the
// next animation frame: a dialog listens for Escape as soon as it is on screen (React flushes the
// effects of an update before the next discrete event too), and effects never wait on timers a
// paused fake clock would hold.
options.requestAnimationFrame = (callback: () => void) => queueMicrotask(callback);

const Nothing = () => null;

/**
 * The build puts the stylesheets inside each page (scripts/inline-stylesheets.ts): a route's
 * <link rel="stylesheet"> renders as the <style> that stands for it and the disabled link beside
 * it, as the build wrote them, so hydration adopts both and a client navigation keeps them. A
 * stylesheet not inside the page (a later page's) loads as a link. The page's own <style>s are
 * those of its first load: what it holds is looked up once per file.
 */
const inlined = new Map<string, string | undefined>();
function inlinedStylesheet(href: string | undefined): string | undefined {
  if (!href || typeof document === "undefined") return undefined;
  if (!inlined.has(href))
    inlined.set(href, document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.textContent ?? undefined);
  return inlined.get(href);
}
const isPreload = (rel: string | undefined) => rel === "preload" || rel === "modulepreload";

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === "html") {
    const { lang } = vnode.props as { lang?: string };
    if (typeof document !== "undefined" && lang && document.documentElement.lang !== lang) {
      document.documentElement.lang = lang;
    }
    (vnode as { type: unknown }).type = Fragment;
  } else if (vnode.type === "link") {
    const { rel, href, disabled } = vnode.props as { rel?: string; href?: string; disabled?: boolean };
    const css = rel === "stylesheet" && !disabled ? inlinedStylesheet(href) : undefined;
    if (isPreload(rel)) (vnode as { type: unknown }).type = Nothing;
    else if (css !== undefined) {
      (vnode as { type: unknown }).type = Fragment;
      (vnode as { props: object }).props = {
        children: [
          h("style", { "data-href": href, dangerouslySetInnerHTML: { __html: css } }),
          h("link", { rel, href, disabled: true }),
        ],
      };
    }
  }
  previousVNodeHook?.(vnode);
};

export function hydrateRoot(container: Element | Document, children: ComponentChild) {
  for (const link of document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')) link.remove();
  return client.hydrateRoot(container as Element, children);
}

export const createRoot = client.createRoot;
export default { createRoot, hydrateRoot };
