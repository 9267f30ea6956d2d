import { deleteCookies, deleteStorageKeys } from "../consent-store.ts";

/**
 * What the consent flow knows of Google Analytics 4 without loading it: its cookies and storage
 * keys, declared, and deleted where analytics is not allowed. Loading, updating and withdrawing
 * gtag.js is in google-analytics-tag.ts, which only a visitor who allows analytics downloads
 * (docs/product.md); it imports nothing from here, so that it stays a file of its own.
 */

/** Every cookie Google's tags have used for analytics: GA4, Universal Analytics, the linker. */
export const analyticsCookie = (name: string) =>
  /^(_ga(_.+)?|_gid|_gat(_.+)?|_gac_.+|_gcl_.+|__utm[a-z]+|AMP_TOKEN|FPID|FPLC)$/.test(name);
const analyticsStorageKey = (key: string) => /^(_ga|_gcl)/.test(key);

/** GA4's cookies for a measurement id: `_ga` and `_ga_<container id>` (G-ABC123 → `_ga_ABC123`). */
export function analyticsCookieNames(measurementId: string): [string, string] {
  return ["_ga", `_ga_${measurementId.replace(/^G-/, "")}`];
}

/** Deletes every GA cookie and storage key this page can reach. */
export function clearAnalyticsData(): void {
  deleteCookies(analyticsCookie);
  deleteStorageKeys(analyticsStorageKey);
}
