/**
 * The Global Privacy Control signal (https://privacycg.github.io/gpc-spec/): a browser that sends
 * `Sec-GPC: 1` exposes `navigator.globalPrivacyControl` too, which is what the page reads; the
 * server echoes nothing, so every visitor gets the same page and headers.
 */
export function globalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
