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
 *
 * An arrival from another of the site's pages (`referrer`, same origin) is never redirected: the
 * visitor followed one of our links. When that page was in another language, they followed the
 * language switch, before the script could record it or without it, and this language is now their
 * choice.
 */
export function preferredLocaleRedirect(pathname: string, referrer = "", origin = ""): string | undefined {
  const here = localeFromPath(pathname);
  const from = sameOriginPath(referrer, origin);
  if (from !== undefined) {
    if (localeFromPath(from) !== here) storeLanguageChoice(here);
    return undefined;
  }
  let preferred = storedChoice();
  if (!preferred) {
    preferred = here !== defaultLocale ? here : (baseLocale(navigator.language) ?? defaultLocale);
    storeLanguageChoice(preferred);
  }
  if (here !== defaultLocale) return undefined;
  return preferred !== defaultLocale ? counterpartPath(pathname, preferred) : undefined;
}

/** The path of a referring URL on this origin, if it is one. */
function sameOriginPath(referrer: string, origin: string): string | undefined {
  if (!referrer || !origin) return undefined;
  try {
    const url = new URL(referrer);
    return url.origin === origin ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}
