import { baseLocale, defaultLocale, type Locale, localeFromPath } from "../../site/locales.ts";
import { counterpartPath } from "../../site/pages.ts";

/**
 * Where the visitor's language is kept (docs/product.md: cached in local storage): their explicit
 * choice, or the language detected on their first visit.
 */
export const languageStorageKey = "i18nextLng";

export function storeLanguageChoice(locale: Locale): void {
  try {
    localStorage.setItem(languageStorageKey, locale);
  } catch {
    // Storage may be unavailable (private mode, blocked); the choice then lasts for the page only.
  }
}

function storedChoice(): Locale | undefined {
  try {
    return baseLocale(localStorage.getItem(languageStorageKey));
  } catch {
    return undefined;
  }
}

/**
 * On arrival: where to send the visitor, if anywhere. The stored language wins; on a first visit the
 * language is detected (the path's own language on a Spanish path, else the browser's) and stored,
 * so the next visit is not detected again. An English path leads to its Spanish counterpart when
 * that language is Spanish; the URL of a Spanish path always stands.
 */
export function preferredLocaleRedirect(pathname: string): string | undefined {
  let preferred = storedChoice();
  if (!preferred) {
    const fromPath = localeFromPath(pathname);
    preferred = fromPath !== defaultLocale ? fromPath : (baseLocale(navigator.language) ?? defaultLocale);
    storeLanguageChoice(preferred);
  }
  if (localeFromPath(pathname) !== defaultLocale) return undefined;
  return preferred === "es" ? counterpartPath(pathname, "es") : undefined;
}
