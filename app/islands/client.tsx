import { hydratedMark } from "../../site/first-paint.ts";
import type { PageInfo } from "../i18n/use-locale.ts";
import type { IslandName } from "./islands.ts";
import { loadIsland } from "./registry.ts";
import { type UiWords, uiWordsId } from "./ui-words.tsx";

/**
 * The islands' runtime (docs/decisions/0010-islands.md), imported by the page's inline loader
 * (app/islands/page-loader.inline.ts) when the page has an island whose moment has come or the consent
 * flow has something to do. Each island hydrates alone, as its own React root with the prefix it was
 * prerendered with. The loader decides when: `now` islands once the page has painted, `visible` ones
 * when they come near the viewport.
 *
 * <html data-hydrated> says that every `now` island has hydrated and the consent flow has decided:
 * what the first view shows works. Each island says so on its own element (`data-hydrated`).
 */

const pending: Promise<unknown>[] = [];
let words: UiWords | undefined;

async function hydrate(element: HTMLElement): Promise<void> {
  if (element.dataset.hydrating !== undefined) return;
  element.dataset.hydrating = "";
  const name = element.dataset.island as IslandName;
  const [{ createElement }, { hydrateRoot }, { IslandRoot }, component] = await Promise.all([
    import("react"),
    import("react-dom/client"),
    import("./island-root.tsx"),
    loadIsland(name),
  ]);
  const { page, props } = JSON.parse(element.dataset.props ?? "{}") as { page: PageInfo; props: object };
  words ??= JSON.parse(document.getElementById(uiWordsId)?.textContent ?? "{}") as UiWords;
  const pageWords = words;
  const prerendered = element.innerHTML;
  await new Promise<void>((ready) => {
    hydrateRoot(
      element,
      createElement(IslandRoot, {
        page,
        words: pageWords,
        component,
        props,
        name,
        prerendered,
        onReady: ready,
      }),
      {
        identifierPrefix: element.dataset.prefix,
        // A mismatch React mended (it renders the island again): reported as React does by default,
        // and said on the island, where a check in any browser can read it.
        onRecoverableError(error) {
          element.dataset.hydrationError = error instanceof Error ? error.message : String(error);
          reportError(error);
        },
      },
    );
  });
  // A mismatch React mended is reported when its commit ends, which can be after the effects ran.
  // In the next task (a message to itself, as React's scheduler yields: no timer a fake clock could
  // hold back) the island says it is done, with `data-hydration-error` beside it if there was one.
  await new Promise<void>((next) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => next();
    channel.port2.postMessage(null);
  });
  element.dataset.hydrated = "";
}

let consent: ReturnType<typeof mountConsent> | undefined;
const mountConsent = () => import("../consent/consent-island.tsx").then((module) => module.mountConsentFlow());

/** The consent flow, mounted once. */
function consentFlow(): ReturnType<typeof mountConsent> {
  consent ??= mountConsent();
  return consent;
}

/** Hydrates one island: the page loader calls it when a `visible` island comes near the viewport. */
export function hydrateIsland(element: HTMLElement): Promise<void> {
  return hydrate(element);
}

/**
 * Called by the page loader when the page has `now` islands or the consent question is open:
 * hydrates the `now` islands, and starts the consent flow unless the visitor's stored choice
 * settles it (`settled`: it grants no vendor and answers this notice).
 */
export function start({ settled }: { settled: boolean }): Promise<void> {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island][data-load="now"]'))
    pending.push(hydrate(element));
  if (settled) document.documentElement.dataset.consentBanner = "none";
  else pending.push(consentFlow());
  return Promise.all(pending).then(() => {
    document.documentElement.dataset.hydrated = "";
    performance.mark(hydratedMark);
  });
}

/** Opens a consent dialog (the footer's controls, through the page loader). */
export async function openConsent(which: string | null, opener: Element): Promise<void> {
  const flow = await consentFlow();
  flow.open(which === "opt-out" ? "opt-out" : "settings", opener);
}
