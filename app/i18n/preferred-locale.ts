import { baseLocale, type Locale } from "../../site/locales.ts";
import { counterpartPath } from "../../site/pages.ts";

/** Where an explicit language choice is kept (docs/product.md: cached in local storage). */
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
 * On arrival at an unprefixed (English) path: the Spanish counterpart when the visitor chose
 * Spanish before or, with no stored choice, when the browser's language is Spanish.
 */
export function preferredLocaleRedirect(pathname: string): string | undefined {
  if (pathname === "/es" || pathname.startsWith("/es/")) return undefined;
  const preferred = storedChoice() ?? baseLocale(navigator.language);
  return preferred === "es" ? counterpartPath(pathname, "es") : undefined;
}
