import { parseCookie, stringifySetCookie } from "cookie";

/**
 * First-party cookies as the page can see them, and their deletion. A cookie is deleted only by
 * writing it again with the same name, domain and path (RFC 6265 §5.3 step 11), and vendors set
 * theirs on the parent domain (`_ga` on `.example.com` for `www.example.com`) or on sub-paths, so
 * deletion writes every variant the current page could see: host-only and each parent domain,
 * times the current path and each of its ancestors. This is the bug consent tools are known for;
 * the end-to-end tests prove it against Chromium's real cookie jar.
 */

/** Names of the cookies visible to this page. */
export function cookieNames(cookieString: string = document.cookie): string[] {
  return Object.keys(parseCookie(cookieString));
}

const isIpAddress = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.includes(":");

/**
 * `undefined` (host-only) and every domain a page on `hostname` may set a cookie for: the host
 * itself and its parents down to two labels. The browser refuses public suffixes by itself.
 */
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

export interface CookieOptions {
  readonly expires: number;
}

/** Writes a first-party, host-only cookie (the consent mirror). */
export function setCookie(name: string, value: string, { expires }: CookieOptions): void {
  const secure = window.location.protocol === "https:";
  document.cookie = stringifySetCookie({ name, value, expires: new Date(expires), path: "/", sameSite: "lax", secure });
}

/** Deletes keys of localStorage and sessionStorage that match; storage may be unavailable. */
export function deleteStorageKeys(matches: (key: string) => boolean): string[] {
  const deleted: string[] = [];
  for (const area of ["localStorage", "sessionStorage"] as const) {
    try {
      const storage = window[area];
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? "");
      for (const key of keys) {
        if (!matches(key)) continue;
        storage.removeItem(key);
        deleted.push(key);
      }
    } catch {
      // Blocked storage holds nothing to delete.
    }
  }
  return deleted;
}
