import { parseCookie, stringifySetCookie } from "cookie";
import { type ConsentRecord, categories, expiresAt, parseRecord, serializeRecord } from "./model.ts";

// The record in localStorage, mirrored in cookies that expire with it so a server can read the choice.
export const consentKey = "cookie-consent";
export const detailsKey = "cookie-consent-details";
export const preferencesKey = "cookie-preferences";
export const choiceCookie = "viewed_cookie_policy";
export const categoryCookie = (category: string) => `checkbox-${category}`;
export const mirrorCookies: readonly string[] = [choiceCookie, ...categories.map(categoryCookie)];
const recordKeys = [consentKey, detailsKey, preferencesKey];

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
    const store = window.localStorage;
    return parseRecord({
      consent: store.getItem(consentKey),
      details: store.getItem(detailsKey),
      preferences: store.getItem(preferencesKey),
    });
  } catch {
    return null;
  }
}

/** Stores a choice; where the browser refuses storage, the choice lasts for this page. */
export function writeRecord(record: ConsentRecord): void {
  const { consent, details, preferences } = serializeRecord(record);
  const expires = expiresAt(record);
  setCookie(choiceCookie, record.value, { expires });
  for (const category of categories) {
    setCookie(categoryCookie(category), record.preferences[category] ? "yes" : "no", { expires });
  }
  const values = { [consentKey]: consent, [detailsKey]: details, [preferencesKey]: preferences };
  try {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  } catch {
    // Refused storage keeps nothing.
  }
}

/** Removes the record and its mirror: an expired, outdated or corrupt record is no consent. */
export function clearRecord(): void {
  try {
    for (const key of recordKeys) storage()?.removeItem(key);
  } catch {
    // Nothing stored where storage is blocked.
  }
  deleteCookies((name) => mirrorCookies.includes(name));
}

/** Whether anything of the consent record is stored (the banner's first visit has nothing). */
export function hasStoredConsent(): boolean {
  const store = storage();
  return (
    recordKeys.some((key) => Boolean(store?.getItem(key))) || cookieNames().some((name) => mirrorCookies.includes(name))
  );
}

// A cookie is deleted only by writing it with the same name, domain and path (RFC 6265 §5.3), and
// vendors set theirs on parent domains and sub-paths: deletion writes every variant this page could see.

export function cookieNames(cookieString: string = document.cookie): string[] {
  return Object.keys(parseCookie(cookieString));
}

const isIpAddress = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.includes(":");

/** Host-only and every parent domain down to two labels; the browser refuses public suffixes itself. */
export function domainVariants(hostname: string): (string | undefined)[] {
  if (isIpAddress(hostname) || !hostname.includes(".")) return [undefined];
  const labels = hostname.split(".");
  const parents: string[] = [];
  for (let start = 0; start <= labels.length - 2; start++) parents.push(labels.slice(start).join("."));
  return [undefined, ...parents];
}

/** "/", the current path and each of its ancestors, with and without a trailing slash. */
export function pathVariants(pathname: string): string[] {
  const paths = new Set<string>(["/"]);
  const segments = pathname.split("/").filter(Boolean);
  for (let end = 1; end <= segments.length; end++) {
    const path = `/${segments.slice(0, end).join("/")}`;
    paths.add(path);
    paths.add(`${path}/`);
  }
  return [...paths];
}

/** The `document.cookie` assignments that expire `name` wherever this page could see it. */
export function deletionStrings(
  name: string,
  location: Pick<Location, "hostname" | "pathname" | "protocol">,
): string[] {
  const secure = location.protocol === "https:";
  const strings: string[] = [];
  for (const domain of domainVariants(location.hostname)) {
    for (const path of pathVariants(location.pathname)) {
      const base = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=${path}${domain ? `; Domain=${domain}` : ""}`;
      strings.push(base);
      // A Secure or partitioned (CHIPS) cookie is only overwritten by a write with the same attributes.
      if (secure) strings.push(`${base}; Secure; SameSite=None`, `${base}; Secure; SameSite=None; Partitioned`);
    }
  }
  return strings;
}

/** Deletes every visible cookie whose name matches; returns the names it deleted. */
export function deleteCookies(matches: (name: string) => boolean): string[] {
  const doomed = [...new Set(cookieNames().filter(matches))];
  for (const name of doomed) {
    for (const assignment of deletionStrings(name, window.location)) document.cookie = assignment;
  }
  return doomed;
}

/** Writes a first-party, host-only cookie (the consent mirror). */
export function setCookie(name: string, value: string, { expires }: { expires: number }): void {
  const secure = window.location.protocol === "https:";
  document.cookie = stringifySetCookie({ name, value, expires: new Date(expires), path: "/", sameSite: "lax", secure });
}

/** Deletes keys of localStorage and sessionStorage that match; storage may be unavailable. */
export function deleteStorageKeys(matches: (key: string) => boolean): void {
  for (const area of ["localStorage", "sessionStorage"] as const) {
    try {
      const storage = window[area];
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? "");
      for (const key of keys) if (matches(key)) storage.removeItem(key);
    } catch {
      // Blocked storage holds nothing to delete.
    }
  }
}
