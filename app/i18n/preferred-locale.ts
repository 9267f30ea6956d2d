/**
 * Where the visitor's language is kept (docs/product.md: cached in local storage): their explicit
 * choice, or the language detected on their first visit. The language redirect in <head> reads and
 * writes it (app/i18n/language-redirect.inline.ts).
 */
export const languageStorageKey = "i18nextLng";
