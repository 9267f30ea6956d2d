import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import type { PageInfo } from "../i18n/use-locale.ts";
import { IslandRoot } from "./island-root.tsx";
import type { IslandName } from "./islands.ts";
import { loadIsland } from "./registry.ts";
import { type UiWords, uiWordsId } from "./ui-words.tsx";

// The islands' runtime (docs/decisions/0010-islands.md): each island a root of its own, then `data-hydrated`.

let words: UiWords | undefined;

/** Hydrates one island: the page loader calls it when a `visible` island comes near the viewport. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  if (element.dataset.hydrating !== undefined) return;
  element.dataset.hydrating = "";
  const name = element.dataset.island as IslandName;
  const component = await loadIsland(name);
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
  // A mended mismatch is reported when its commit ends, after the effects: the island says it is done in
  // the next task (a message to itself, which no fake clock holds back).
  await new Promise<void>((next) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => next();
    channel.port2.postMessage(null);
  });
  element.dataset.hydrated = "";
}

/** Called by the page loader when the page has `now` islands: hydrates them. */
export function start(): Promise<unknown> {
  return Promise.all([...document.querySelectorAll<HTMLElement>('[data-island][data-load="now"]')].map(hydrateIsland));
}

/** Opens the cookie settings (the banner's and the footer's Settings, through the page loader). */
export async function openSettings(opener: Element): Promise<void> {
  const { openSettings } = await import("../consent/consent-island.tsx");
  openSettings(opener);
}
