import { choiceCookie, cookieNames, mirrorCookies, readRecord } from "./consent-store.ts";
import { type Category, type Preferences, resolveConsent } from "./model.ts";

/**
 * The consent decision of a page, written once: the page loader asks it whether the consent flow
 * has anything to do (app/islands/page-loader.inline.ts), and the flow starts from the same reading
 * (app/consent/consent-controller.ts). It takes the notice's revision and the categories whose
 * grant runs a configured vendor (app/consent/vendors.ts) as arguments, so that the page loader
 * carries neither the configuration nor the vendors' code.
 */

/** The stored choice, the Global Privacy Control signal, and what they resolve to now (app/consent/model.ts). */
export function readConsent(revision: string) {
  const stored = readRecord();
  const gpc = globalPrivacyControl();
  return { stored, gpc, resolution: resolveConsent(stored, gpc, Date.now(), revision) };
}

/**
 * Whether the visitor's stored choice settles the consent question on this page, so that the flow
 * has nothing to do and its code need not load: a valid choice for this notice, which Global
 * Privacy Control leaves as it is, granting none of `vendorCategories` (whose vendor the flow would
 * load); mirrored in its cookies with no other cookie beside them (the flow deletes what a
 * withdrawn vendor left).
 */
export function isSettled(revision: string, vendorCategories: readonly Category[]): boolean {
  try {
    const { showBanner, store, discard, preferences } = readConsent(revision).resolution;
    if (showBanner || store || discard || grantsAny(preferences, vendorCategories)) return false;
    const cookies = cookieNames();
    return cookies.includes(choiceCookie) && cookies.every((name) => mirrorCookies.includes(name));
  } catch {
    // Storage or cookies the page cannot read: the flow decides.
    return false;
  }
}

const grantsAny = (preferences: Preferences, categories: readonly Category[]) =>
  categories.some((category) => preferences[category]);

/**
 * The Global Privacy Control signal (https://privacycg.github.io/gpc-spec/): a browser that sends
 * `Sec-GPC: 1` exposes `navigator.globalPrivacyControl` too; the server echoes nothing, so every
 * visitor gets the same page and headers.
 */
export function globalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
