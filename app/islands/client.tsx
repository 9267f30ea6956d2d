import type { ComponentType } from "react";
import type { PageInfo } from "../i18n/use-locale.ts";
import { type IslandName, islands } from "./registry.ts";
import { type UiWords, uiWordsId } from "./ui-words.tsx";

/**
 * The islands' runtime (docs/decisions/0010-islands.md), imported by the page's inline loader
 * (app/islands/page-loader.ts) once the page has painted, when it has islands or the consent flow
 * has something to do. Each island hydrates alone, as its own React root with the prefix it was
 * prerendered with: `now` at once, `visible` when it comes within a screen of the viewport,
 * `interaction` at the first pointer, key or focus inside it.
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
  const [{ createElement }, { hydrateRoot }, { IslandRoot }, module] = await Promise.all([
    import("react"),
    import("react-dom/client"),
    import("./island-root.tsx"),
    islands[name](),
  ]);
  const { page, props } = JSON.parse(element.dataset.props ?? "{}") as { page: PageInfo; props: object };
  words ??= JSON.parse(document.getElementById(uiWordsId)?.textContent ?? "{}") as UiWords;
  const pageWords = words;
  await new Promise<void>((ready) => {
    hydrateRoot(
      element,
      createElement(IslandRoot, {
        page,
        words: pageWords,
        component: module.default as ComponentType<object>,
        props,
        onReady: ready,
      }),
      { identifierPrefix: element.dataset.prefix },
    );
  });
  element.dataset.hydrated = "";
}

/** The first box of a `display: contents` island, which has none of its own to observe. */
function boxOf(element: HTMLElement): Element {
  return getComputedStyle(element).display === "contents" ? (element.firstElementChild ?? element) : element;
}

const nearViewport = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearViewport.unobserve(entry.target);
      const island = entry.target.closest<HTMLElement>("[data-island]");
      if (island) void hydrate(island);
    }
  },
  { rootMargin: "100% 0px" },
);

const firstUse = ["pointerdown", "keydown", "focusin"] as const;

let consent: ReturnType<typeof startConsent> | undefined;
const startConsent = () => import("../consent/consent-island.tsx").then((module) => module.mountConsentFlow());

/**
 * Called by the page loader: schedules every island, and starts the consent flow unless the
 * visitor's stored choice settles it (`settled`: it grants no vendor and answers this notice).
 */
export function start({ settled }: { settled: boolean }): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const load = element.dataset.load;
    if (load === "now") pending.push(hydrate(element));
    else if (load === "visible") nearViewport.observe(boxOf(element));
    else {
      const begin = () => {
        for (const type of firstUse) element.removeEventListener(type, begin, true);
        void hydrate(element);
      };
      for (const type of firstUse) element.addEventListener(type, begin, { capture: true, passive: true });
    }
  }
  if (settled) document.documentElement.dataset.consentBanner = "none";
  else pending.push((consent ??= startConsent()));
  void Promise.all(pending).then(() => {
    document.documentElement.dataset.hydrated = "";
  });
}

/** Opens a consent dialog (the footer's controls, through the page loader). */
export async function openConsent(which: string | null, opener: Element): Promise<void> {
  const flow = await (consent ??= startConsent());
  flow.open(which === "opt-out" ? "opt-out" : "settings", opener);
}
