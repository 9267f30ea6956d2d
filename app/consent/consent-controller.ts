import { config } from "../config.ts";
import { consentChosenEvent } from "./consent-root.ts";
import { clearRecord, deleteCookies, deleteStorageKeys, hasStoredConsent, writeRecord } from "./consent-store.ts";
import { globalPrivacyControl, readConsent } from "./decision.ts";
import { type ConsentRecord, type ConsentValue, decide, expiresAt, type Preferences } from "./model.ts";
import { clearAnalyticsData } from "./vendors/google-analytics.ts";
import { configuredVendors, consentRevision, isDeclared } from "./vendors.ts";

/** The deciding part of the consent flow, without React: shared by the banner and the settings, browser only. */

export type ConsentState = ReturnType<typeof startConsent>;

export const vendors = configuredVendors(config);
const revision = consentRevision(vendors);
let analyticsRunning = false;

type Loaders = typeof import("./vendors/loaders.ts");
/** The vendors' loaders, once imported on this page; until then, no vendor has run here. */
let loaders: Loaders | undefined;
/** What the loaders are to apply when they arrive: the latest preferences, whatever came between. */
let waiting: { preferences: Preferences; record: ConsentRecord | null } | undefined;
let loading: Promise<void> = Promise.resolve();

/** Settles once the vendors the latest preferences allow have been started (or at once, if none waits). */
export function vendorsApplied(): Promise<void> {
  return loading;
}

/** Brings vendors' scripts and data in line with `preferences`; whether a reload must take a widget out. */
function applyPreferences(preferences: Preferences, record: ConsentRecord | null): boolean {
  const { analytics, chat } = vendors;
  const runAnalytics = Boolean(analytics && record && preferences.analytics);
  const runChat = Boolean(chat && record && preferences.functional);
  if (!loaders) {
    waiting = runAnalytics || runChat ? { preferences, record } : undefined;
    if (waiting) {
      loading = import("./vendors/loaders.ts").then(
        (module) => {
          loaders ??= module;
          const latest = waiting;
          waiting = undefined;
          if (latest && applyPreferences(latest.preferences, latest.record)) window.location.reload();
        },
        (error: unknown) => console.warn("The vendors' scripts could not be loaded", error),
      );
    }
  }
  if (analytics && record && preferences.analytics) {
    if (runAnalytics && loaders) {
      loaders.loadAnalytics(analytics.measurementId, preferences, expiresAt(record));
      analyticsRunning = true;
    }
  } else {
    if (analyticsRunning) loaders?.withdrawAnalytics(analytics?.measurementId);
    clearAnalyticsData();
    analyticsRunning = false;
  }
  if (analyticsRunning) loaders?.updateAnalytics(preferences);

  let reload = false;
  if (chat && record && preferences.functional) {
    if (runChat && loaders) reload = !loaders.loadChatWidget(chat.src);
  } else if (chat) {
    reload = loaders ? !loaders.unloadChatWidget() : false;
    const undeclared = (name: string) => !isDeclared(name, vendors);
    deleteCookies(undeclared);
    deleteStorageKeys(undeclared);
  }
  return reload;
}

let current: ConsentState | undefined;

/** The page's consent, read (and acted on: GPC, cleanup, vendors) the first time it is asked for. */
export function consentState(): ConsentState {
  current ??= startConsent();
  return current;
}

function startConsent() {
  const { stored, gpc, resolution } = readConsent(revision);
  // A corrupt, expired or outdated record is no consent: nothing of it stays.
  if (resolution.discard || (!stored && hasStoredConsent())) clearRecord();
  if (resolution.store) writeRecord(resolution.store);
  applyPreferences(resolution.preferences, resolution.record);
  return {
    preferences: resolution.preferences,
    record: resolution.record,
    showBanner: resolution.showBanner,
    gpc,
    // This load turned the GPC signal into a stored opt-out, and says so once.
    gpcApplied: resolution.store !== null,
    // Reloading to take out a widget that cannot be unloaded.
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
  current = { preferences: record.preferences, record, showBanner: false, gpc, gpcApplied: false, reloading: reload };
  window.dispatchEvent(new CustomEvent<ConsentState>(consentChosenEvent, { detail: current }));
  return current;
}
