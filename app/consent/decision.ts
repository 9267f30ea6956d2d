import { choiceCookie, cookieNames, mirrorCookies, readRecord } from "./consent-store.ts";
import { type Category, type Preferences, resolveConsent } from "./model.ts";

// Bundled into the page loader: it takes the revision and the vendors' categories as arguments, so
// that the loader carries neither the configuration nor the vendors' code.

/** The stored choice, the Global Privacy Control signal, and what they resolve to now (app/consent/model.ts). */
export function readConsent(revision: string) {
  const stored = readRecord();
  const gpc = globalPrivacyControl();
  return { stored, gpc, resolution: resolveConsent(stored, gpc, Date.now(), revision) };
}

/**
 * Whether the stored choice settles the question, so the flow need not load: valid, left as it is by
 * GPC, granting none of `vendorCategories`, with no cookie but its mirrors (the flow would delete it).
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

// Global Privacy Control: a browser that sends `Sec-GPC: 1` exposes it here too; the server echoes nothing.
export function globalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
