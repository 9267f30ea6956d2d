import { deleteCookies, deleteStorageKeys } from "../consent-store.ts";

// What the flow knows of GA4 without loading it: its cookies and storage keys. google-analytics-tag.ts
// imports nothing from here, so that it stays a file of its own.

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
