import { deleteCookies, deleteStorageKeys } from "../cookies.ts";
import type { Preferences } from "../model.ts";

/**
 * What the consent flow knows of Google Analytics 4 without loading it: its cookies and storage
 * keys (declared, and deleted where analytics is not allowed) and the Consent Mode v2 signals for a
 * choice. Loading, updating and withdrawing gtag.js is in google-analytics-tag.ts, which only a
 * visitor who allows analytics downloads (docs/product.md).
 */

/** Every cookie Google's tags have used for analytics: GA4, Universal Analytics, the linker. */
export const analyticsCookie = (name: string) =>
  /^(_ga(_.+)?|_gid|_gat(_.+)?|_gac_.+|_gcl_.+|__utm[a-z]+|AMP_TOKEN|FPID|FPLC)$/.test(name);
const analyticsStorageKey = (key: string) => /^(_ga|_gcl)/.test(key);

/** GA4's cookies for a measurement id: `_ga` and `_ga_<container id>` (G-ABC123 → `_ga_ABC123`). */
export function analyticsCookieNames(measurementId: string): [string, string] {
  return ["_ga", `_ga_${measurementId.replace(/^G-/, "")}`];
}

export type Signal = "granted" | "denied";

/**
 * Consent Mode v2 signals for a set of preferences. The site runs no advertising, so the ad
 * signals stay denied whatever the advertisement switch says: nothing is granted that no vendor
 * of this site uses.
 */
export function consentSignals(preferences: Preferences): Record<string, Signal> {
  const signal = (granted: boolean): Signal => (granted ? "granted" : "denied");
  return {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: signal(preferences.analytics),
    functionality_storage: signal(preferences.functional),
    personalization_storage: signal(preferences.functional),
    security_storage: "granted",
  };
}

/** Deletes every GA cookie and storage key this page can reach. */
export function clearAnalyticsData(): void {
  deleteCookies(analyticsCookie);
  deleteStorageKeys(analyticsStorageKey);
}
