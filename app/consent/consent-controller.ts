import { config } from "../config.ts";
import { clearRecord, hasStoredConsent, readRecord, writeRecord } from "./consent-store.ts";
import { deleteCookies, deleteStorageKeys } from "./cookies.ts";
import { globalPrivacyControl } from "./gpc.ts";
import {
  allDenied,
  type ConsentRecord,
  type ConsentValue,
  decide,
  expiresAt,
  type Preferences,
  resolveConsent,
} from "./model.ts";
import { loadChatWidget, unloadChatWidget } from "./vendors/chat-widget.ts";
import { clearAnalyticsData, loadAnalytics, updateAnalytics, withdrawAnalytics } from "./vendors/google-analytics.ts";
import { configuredVendors, consentRevision, isDeclared } from "./vendors.ts";

/**
 * The always-loaded part of the consent flow: read the choice, apply Global Privacy Control,
 * and make the third-party scripts obey (load, update, withdraw). Runs only in the browser,
 * after hydration.
 */

export interface ConsentState {
  /** What the visitor allows right now. */
  readonly preferences: Preferences;
  readonly record: ConsentRecord | null;
  readonly showBanner: boolean;
  /** The browser sends the Global Privacy Control signal. */
  readonly gpc: boolean;
  /** This page load turned the signal into a stored opt-out, and says so once. */
  readonly gpcApplied: boolean;
  /** The page is reloading to take out a widget that cannot be unloaded. */
  readonly reloading: boolean;
}

export const vendors = configuredVendors(config);
const revision = consentRevision(vendors);
let analyticsRunning = false;

/** Brings the page's third-party scripts and stored data in line with `preferences`. Returns whether a reload is needed. */
function applyPreferences(preferences: Preferences, record: ConsentRecord | null): boolean {
  const { analytics, chat } = vendors;
  if (analytics && record && preferences.analytics) {
    loadAnalytics(analytics.measurementId, preferences, expiresAt(record));
    analyticsRunning = true;
  } else {
    if (analyticsRunning) withdrawAnalytics(analytics?.measurementId);
    else clearAnalyticsData();
    analyticsRunning = false;
  }
  if (analyticsRunning) updateAnalytics(preferences);

  let reload = false;
  if (chat && record && preferences.functional) {
    reload = !loadChatWidget(chat.src);
  } else if (chat) {
    reload = !unloadChatWidget();
    const undeclared = (name: string) => !isDeclared(name, vendors);
    deleteCookies(undeclared);
    deleteStorageKeys(undeclared);
  }
  return reload;
}

export function startConsent(): ConsentState {
  const gpc = globalPrivacyControl();
  const stored = readRecord();
  const resolution = resolveConsent(stored, gpc, Date.now(), revision);
  // A corrupt, expired or outdated record is no consent: nothing of it stays.
  if (resolution.discard || (!stored && hasStoredConsent())) clearRecord();
  if (resolution.store) writeRecord(resolution.store);
  applyPreferences(resolution.preferences, resolution.record);
  return {
    preferences: resolution.preferences,
    record: resolution.record,
    showBanner: resolution.showBanner,
    gpc,
    gpcApplied: resolution.store !== null,
    reloading: false,
  };
}

/** A choice made in the banner or the dialogs: stored, then obeyed. */
export function choose(value: ConsentValue, chosen?: Preferences): ConsentState {
  const gpc = globalPrivacyControl();
  const record = decide(value, Date.now(), revision, gpc, chosen);
  writeRecord(record);
  const reload = applyPreferences(record.preferences, record);
  if (reload) window.location.reload();
  return { preferences: record.preferences, record, showBanner: false, gpc, gpcApplied: false, reloading: reload };
}

export const noConsent: ConsentState = {
  preferences: allDenied,
  record: null,
  showBanner: false,
  gpc: false,
  gpcApplied: false,
  reloading: false,
};
