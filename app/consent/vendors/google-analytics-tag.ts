import { allDenied, type Preferences } from "../model.ts";
import { addScript, removeScripts } from "./scripts.ts";

// GA4 through gtag.js with Consent Mode v2, requested only once analytics is consented (app/consent/README.md).
// https://developers.google.com/tag-platform/security/guides/consent

const gtagOrigin = "https://www.googletagmanager.com";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

type Signal = "granted" | "denied";

/** The site runs no advertising, so the ad signals stay denied whatever the advertisement switch says. */
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

const allDeniedSignals = { ...consentSignals(allDenied), security_storage: "denied" };

function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

const killSwitch = (measurementId: string) => `ga-disable-${measurementId}`;
let scriptRan = false;

/** Loads gtag.js once; its cookies expire with the consent and hits never extend them. */
export function loadAnalytics(measurementId: string, preferences: Preferences, consentExpiresAt: number): void {
  (window as unknown as Record<string, unknown>)[killSwitch(measurementId)] = false;
  const config = {
    cookie_expires: Math.max(0, Math.floor((consentExpiresAt - Date.now()) / 1000)),
    cookie_update: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  };
  if (scriptRan) {
    // Consent given again on a page where it was withdrawn: gtag.js is still in memory.
    gtag("consent", "update", consentSignals(preferences));
    gtag("config", measurementId, config);
    return;
  }
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  // gtag.js reads `arguments` objects from the data layer, not arrays (Google's snippet).
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object
    dataLayer.push(arguments);
  };
  gtag("consent", "default", allDeniedSignals);
  gtag("set", "ads_data_redaction", true);
  gtag("consent", "update", consentSignals(preferences));
  gtag("js", new Date());
  gtag("config", measurementId, config);
  addScript("google-analytics", `${gtagOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`);
  scriptRan = true;
}

/** Consent changed while gtag.js runs (another category switched): tell it. */
export function updateAnalytics(preferences: Preferences): void {
  if (scriptRan) gtag("consent", "update", consentSignals(preferences));
}

/** The kill switch stops every hit; the caller then deletes GA's cookies and keys (google-analytics.ts). */
export function withdrawAnalytics(measurementId: string | undefined): void {
  if (measurementId) (window as unknown as Record<string, unknown>)[killSwitch(measurementId)] = true;
  if (scriptRan) gtag("consent", "update", allDeniedSignals);
  removeScripts("google-analytics", [gtagOrigin]);
}
