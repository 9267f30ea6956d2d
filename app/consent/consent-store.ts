import { cookieNames, deleteCookies, setCookie } from "./cookies.ts";
import { type ConsentRecord, categories, expiresAt, parseRecord, serializeRecord } from "./model.ts";

/**
 * Where the choice lives (docs/product.md): the record in localStorage (`cookie-consent`,
 * `cookie-consent-details`, `cookie-preferences`; app/consent/README.md), mirrored in first-party
 * cookies with the documented names that expire with it, so a server can read the choice too.
 */
export const consentKey = "cookie-consent";
export const detailsKey = "cookie-consent-details";
export const preferencesKey = "cookie-preferences";
export const choiceCookie = "viewed_cookie_policy";
/** The mirror cookie of a consent category. */
export const categoryCookie = (category: string) => `checkbox-${category}`;
export const mirrorCookies: readonly string[] = [choiceCookie, ...categories.map(categoryCookie)];

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored record, or null when there is none or it cannot be read (fails safe). */
export function readRecord(): ConsentRecord | null {
  try {
    const store = storage();
    if (!store) return null;
    return parseRecord({
      consent: store.getItem(consentKey),
      details: store.getItem(detailsKey),
      preferences: store.getItem(preferencesKey),
    });
  } catch {
    return null;
  }
}

/** Stores a choice. Returns false when the browser refuses storage (the choice then lasts for this page). */
export function writeRecord(record: ConsentRecord): boolean {
  const { consent, details, preferences } = serializeRecord(record);
  const expires = expiresAt(record);
  setCookie(choiceCookie, record.value, { expires });
  for (const category of categories) {
    setCookie(categoryCookie(category), record.preferences[category] ? "yes" : "no", { expires });
  }
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(consentKey, consent);
    store.setItem(detailsKey, details);
    store.setItem(preferencesKey, preferences);
    return true;
  } catch {
    return false;
  }
}

/** Removes the record and its mirror: an expired, outdated or corrupt record is no consent. */
export function clearRecord(): void {
  try {
    storage()?.removeItem(consentKey);
    storage()?.removeItem(detailsKey);
    storage()?.removeItem(preferencesKey);
  } catch {
    // Nothing stored where storage is blocked.
  }
  deleteCookies((name) => mirrorCookies.includes(name));
}

/** Whether anything of the consent record is stored (the banner's first visit has nothing). */
export function hasStoredConsent(): boolean {
  const store = storage();
  return (
    [consentKey, detailsKey, preferencesKey].some((key) => Boolean(store?.getItem(key))) ||
    cookieNames().some((name) => mirrorCookies.includes(name))
  );
}
