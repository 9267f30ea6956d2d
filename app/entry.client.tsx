import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydratedMark } from "../site/first-paint.ts";
import { localeFromPath, localeTags } from "../site/locales.ts";
import { documentHydration, nextTask } from "./components/ui/hydrate-apart.tsx";
import { i18nFor } from "./i18n/instance.ts";
import type { loader } from "./root.tsx";
import { linkManifest } from "./styles/head-links.ts";
import { cacheWebFont } from "./styles/web-font.ts";

/** React Router's router, as the client entry reads it: the root's loader data. */
interface DataRouter {
  readonly state: { readonly loaderData: { readonly root?: Awaited<ReturnType<typeof loader>> } };
}
const dataRouter = () => (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;

/**
 * React Router decodes the prerendered state and creates its router in the first render of
 * `HydratedRouter`. Both are done here first, each in a task of its own, so that hydration's task
 * does less (Total Blocking Time): the first call starts the decoding and throws its promise,
 * Suspense style, so hydration never suspends at the root; the second, once decoded, creates the
 * router (`window.__reactRouterDataRouter`), which hydration then finds, and stops at its first hook,
 * outside any render. Only in the build: React, in development, reports a hook called outside a render.
 */
async function prepareRouter(): Promise<void> {
  const callRouter = () => (HydratedRouter as (props: object) => unknown)({});
  try {
    callRouter();
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    else throw thrown;
  }
  if (import.meta.env.DEV) return;
  await nextTask();
  try {
    callRouter();
  } catch (thrown) {
    if (!dataRouter()) throw thrown;
  }
}

await prepareRouter();
// The page's translations, set up before hydration as well (the root's loader data carries them).
await nextTask();
const rootData = dataRouter()?.state.loaderData.root;
if (rootData) i18nFor(rootData.locale, rootData.bundles);
// The first number or date a page formats loads the language's ICU data: about 15 ms on a laptop,
// four times that on a phone. In a task of its own, before hydration, rather than inside it.
await nextTask();
const language = localeTags[rootData?.locale ?? localeFromPath(location.pathname)];
new Intl.NumberFormat(language).format(1);
new Intl.DateTimeFormat(language).format(0);
// A task of its own for hydration: the modules' evaluation and the hydration of the page are two
// shorter tasks rather than one long one that blocks a tap for both (Total Blocking Time).
await nextTask();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
// The sections hydrate in tasks of their own after it (components/ui/hydrate-apart.tsx).
await documentHydration();
performance.mark(hydratedMark);
// For what cannot read performance marks (a test's fake clock replaces them): the page is interactive.
document.documentElement.dataset.hydrated = "";
// Inter, for the pages that follow (styles/web-font.ts), and the web app manifest.
setTimeout(() => {
  cacheWebFont();
  linkManifest();
});
