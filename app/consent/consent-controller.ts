import { grantsFromCookies, type PolicyGrants } from "../../site/consent-policy.ts";
import { config } from "../config.ts";
import { consentChosenEvent, focusMain } from "./consent-root.ts";
import { clearRecord, hasStoredConsent, writeRecord } from "./consent-store.ts";
import { deleteCookies, deleteStorageKeys } from "./cookies.ts";
import { policyReloadMark, readConsent } from "./decision.ts";
import { globalPrivacyControl } from "./gpc.ts";
import { type ConsentRecord, type ConsentValue, decide, expiresAt, type Preferences } from "./model.ts";
import { clearAnalyticsData } from "./vendors/google-analytics.ts";
import { configuredVendors, consentRevision, isDeclared } from "./vendors.ts";

/**
 * The deciding part of the consent flow, without React: read the choice, apply Global Privacy
 * Control, and make the third-party scripts obey (load, update, withdraw). Loaded with the banner
 * (app/consent/banner.ts) and shared with the settings dialog. Runs only in the browser.
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

/**
 * The vendors this document's Content-Security-Policy allows. The server chose the policy by the
 * consent cookies the page request carried (site/consent-policy.ts), which are the cookies the
 * document has when its modules first run: read them then, before this page changes any. A static
 * host's policy allows every configured vendor; reading the cookies is then only too cautious.
 */
const allowedByPolicy: PolicyGrants = grantsFromCookies(typeof document === "undefined" ? "" : document.cookie);

/** The consented vendors this document's policy blocks: only a new page request can load them. */
function blockedByPolicy(preferences: Preferences): boolean {
  return (
    (Boolean(vendors.analytics) && preferences.analytics && !allowedByPolicy.analytics) ||
    (Boolean(vendors.chat) && preferences.functional && !allowedByPolicy.functional)
  );
}

/**
 * The history entry is marked before a reload for the policy (`policyReloadMark`), so the reloaded
 * page knows not to try again: if its request still got a policy without the vendor (a proxy that drops cookies, say),
 * reloading once more would loop. The mark also keeps the visitor's place: where the page was
 * scrolled to, and whether focus was on the page's content (a choice in the banner moves it to the
 * main content, as the banner goes). History state survives a reload and is no stored data.
 */
interface Place {
  readonly x: number;
  readonly y: number;
  readonly focusMain: boolean;
}

function reloadForPolicy({ focusMain }: { focusMain: boolean }): void {
  const place: Place = { x: window.scrollX, y: window.scrollY, focusMain };
  window.history.replaceState({ ...window.history.state, [policyReloadMark]: place }, "");
  window.location.reload();
}

/** The place kept by the reload for the policy, if this document is that reload; clears the mark. */
function takePolicyReloadMark(): Place | undefined {
  const state = window.history.state as Record<string, unknown> | null;
  const place = state?.[policyReloadMark] as Place | undefined;
  if (!place) return undefined;
  window.history.replaceState({ ...state, [policyReloadMark]: undefined }, "");
  return place;
}

/** Returns the visitor to where they were before the reload for the policy. */
function restorePlace(place: Place): void {
  window.scrollTo(place.x, place.y);
  if (place.focusMain) focusMain();
}

type Loaders = typeof import("./vendors/loaders.ts");
/** The vendors' loaders, once imported on this page; until then, no vendor has run here. */
let loaders: Loaders | undefined;
/** What the loaders are to apply when they arrive: the latest preferences, whatever came between. */
let waiting: { preferences: Preferences; record: ConsentRecord | null } | undefined;
let loading: Promise<void> = Promise.resolve();

/**
 * Settles once the vendors the latest preferences allow have been started (their scripts added to
 * the page), or at once when none is waiting for the loaders: the flow has decided only then.
 */
export function vendorsApplied(): Promise<void> {
  return loading;
}

/**
 * Brings the page's third-party scripts and stored data in line with `preferences`, never loading
 * what the document's policy blocks (the browser would refuse it; the callers reload for that).
 * Returns whether a reload is needed to take out a widget that cannot be unloaded.
 *
 * The vendors' loaders are imported the first time a vendor is to run on the page, and then apply
 * the preferences as they stand; until they arrive no vendor has run, so there is nothing to
 * withdraw, only data left by earlier pages to delete.
 */
function applyPreferences(preferences: Preferences, record: ConsentRecord | null): boolean {
  const { analytics, chat } = vendors;
  const runAnalytics = Boolean(analytics && record && preferences.analytics && allowedByPolicy.analytics);
  const runChat = Boolean(chat && record && preferences.functional && allowedByPolicy.functional);
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

function startConsent(): ConsentState {
  const { stored, gpc, resolution } = readConsent(revision);
  // A corrupt, expired or outdated record is no consent: nothing of it stays.
  if (resolution.discard || (!stored && hasStoredConsent())) clearRecord();
  if (resolution.store) writeRecord(resolution.store);
  const keptPlace = takePolicyReloadMark();
  const reloadedForPolicy = keptPlace !== undefined;
  if (keptPlace) restorePlace(keptPlace);
  let reloading = false;
  if (resolution.record && blockedByPolicy(resolution.preferences)) {
    // A consent whose mirror cookies were missing when the page was requested (cleared while the
    // record stayed): restore them and ask once more, now with the policy that allows the vendors.
    writeRecord(resolution.record);
    reloading = !reloadedForPolicy && policyWouldAllow(resolution.preferences);
  }
  if (reloading) reloadForPolicy({ focusMain: false });
  else applyPreferences(resolution.preferences, resolution.record);
  return {
    preferences: resolution.preferences,
    record: resolution.record,
    showBanner: resolution.showBanner,
    gpc,
    gpcApplied: resolution.store !== null,
    reloading,
  };
}

/** Whether the cookies the page has now would get a policy that allows what `preferences` grant. */
function policyWouldAllow(preferences: Preferences): boolean {
  const now = grantsFromCookies(document.cookie);
  return (
    (!vendors.analytics || !preferences.analytics || now.analytics) &&
    (!vendors.chat || !preferences.functional || now.functional)
  );
}

/** A choice made in the banner or the dialogs: stored, then obeyed. */
export function choose(value: ConsentValue, chosen?: Preferences): ConsentState {
  const gpc = globalPrivacyControl();
  const record = decide(value, Date.now(), revision, gpc, chosen);
  writeRecord(record);
  // A vendor this document's policy blocks loads on the next page request, which carries the new
  // consent cookies: reload now rather than load half of what was granted.
  const forPolicy = blockedByPolicy(record.preferences) && policyWouldAllow(record.preferences);
  const reload = forPolicy || applyPreferences(record.preferences, record);
  // The banner or dialog the choice was made in is gone after the reload: focus goes to the content.
  if (forPolicy) reloadForPolicy({ focusMain: true });
  else if (reload) window.location.reload();
  current = { preferences: record.preferences, record, showBanner: false, gpc, gpcApplied: false, reloading: reload };
  window.dispatchEvent(new CustomEvent<ConsentState>(consentChosenEvent, { detail: current }));
  return current;
}
