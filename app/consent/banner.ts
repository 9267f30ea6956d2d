import markup from "virtual:consent-banner";
import { type ConsentState, choose, consentState, vendorsApplied } from "./consent-controller.ts";
import {
  choiceAttribute,
  consentChosenEvent,
  consentRootId,
  dismissAttribute,
  focusMain,
  optOutDialogId,
} from "./consent-root.ts";
import type { ConsentValue } from "./model.ts";

// What the page decided to show is written on `<html data-consent-banner>` (`ask`, `gpc` or `none`),
// so a test can tell a banner on its way from none.

const root = document.documentElement;
/** The page's language's forms (the first language's, for a language the build has none in). */
const forms = markup[root.lang] ?? Object.values(markup)[0] ?? { ask: "", gpc: "", optOut: "" };
let banner: HTMLElement | undefined;

/** The element `html` is (the build's own markup). */
function element(html: string): HTMLElement | undefined {
  const template = document.createElement("template");
  template.innerHTML = html;
  const made = template.content.firstElementChild;
  return made instanceof HTMLElement ? made : undefined;
}

function hide(): void {
  const hadFocus = Boolean(banner?.contains(document.activeElement));
  banner?.remove();
  banner = undefined;
  root.style.scrollPaddingBottom = "";
  document.body.style.marginBottom = "";
  if (hadFocus) focusMain();
}

function decided(state: ConsentState): void {
  hide();
  if (state.reloading) delete root.dataset.consentBanner;
  else root.dataset.consentBanner = "none";
}

// While the banner shows, scroll-padding keeps focus above it (WCAG 2.4.11) and a bottom margin on
// <body> lets the page's end scroll above it; neither moves what is on screen.
function show(mode: "ask" | "gpc"): void {
  const section = element(forms[mode]);
  if (!section) return;
  section.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    const value = button?.getAttribute(choiceAttribute);
    if (value) choose(value as ConsentValue);
    else if (button?.hasAttribute(dismissAttribute)) {
      hide();
      root.dataset.consentBanner = "none";
    }
  });
  document.getElementById(consentRootId)?.append(section);
  banner = section;
  const reserve = () => {
    const height = `${Math.ceil(section.getBoundingClientRect().height)}px`;
    root.style.scrollPaddingBottom = height;
    document.body.style.marginBottom = height;
  };
  reserve();
  new ResizeObserver(() => {
    if (banner === section) reserve();
  }).observe(section);
  // Fading in from transparent keeps the banner out of Largest Contentful Paint: Chromium does not
  // count an element whose first paint was invisible, so the page's own content stays LCP.
  section.animate([{ opacity: 0 }, { opacity: 1 }], {
    duration: matchMedia("(prefers-reduced-motion: reduce)").matches ? 1 : 200,
    easing: "ease-out",
  });
}

// Settles once the vendors the choice allows have started; never while the page reloads for the choice.
export async function startBanner(): Promise<void> {
  addEventListener(consentChosenEvent, (event) => decided((event as CustomEvent<ConsentState>).detail));
  const state = consentState();
  if (state.reloading) return new Promise(() => {});
  const mode = state.showBanner ? "ask" : state.gpcApplied ? "gpc" : undefined;
  if (mode) show(mode);
  root.dataset.consentBanner = banner ? mode : "none";
  return vendorsApplied();
}

/** Opens the opt-out dialog; its Confirm stores the opt-out, anything else changes nothing. */
export async function openOptOut(opener: Element): Promise<void> {
  const dialog = document.getElementById(optOutDialogId) ?? element(forms.optOut);
  if (dialog && !dialog.isConnected) document.getElementById(consentRootId)?.append(dialog);
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  dialog.returnValue = "";
  dialog.addEventListener(
    "close",
    () => {
      if (dialog.returnValue === "opt-out") choose("opt-out");
      // Back to what opened it; when that was the banner, which the choice removed, to the content.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      else focusMain();
    },
    { once: true },
  );
  dialog.showModal();
}
