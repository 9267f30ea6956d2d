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
 * language is detected (the path's own language under a language prefix such as /es, else the
 * browser's) and stored, so the next visit is not detected again. A default-language (English) path
 * leads to its counterpart in the preferred language; the URL of a prefixed path always stands.
 */
export function preferredLocaleRedirect(pathname: string): string | undefined {
  let preferred = storedChoice();
  if (!preferred) {
    const fromPath = localeFromPath(pathname);
    preferred = fromPath !== defaultLocale ? fromPath : (baseLocale(navigator.language) ?? defaultLocale);
    storeLanguageChoice(preferred);
  }
  if (localeFromPath(pathname) !== defaultLocale) return undefined;
  return preferred !== defaultLocale ? counterpartPath(pathname, preferred) : undefined;
}
