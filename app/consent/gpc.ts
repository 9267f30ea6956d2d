/**
 * The Global Privacy Control signal (https://privacycg.github.io/gpc-spec/): the browser exposes
 * `navigator.globalPrivacyControl` and sends `Sec-GPC: 1`. Pages are static, so the header is
 * seen by the server, which answers a page request that carries it with `Server-Timing: gpc`
 * (server/http.server.ts); the page reads that from its navigation timing.
 */
export const gpcServerTimingName = "gpc";

export function globalPrivacyControl(): boolean {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return true;
  try {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return navigation?.serverTiming?.some((entry) => entry.name === gpcServerTimingName) ?? false;
  } catch {
    return false;
  }
}
