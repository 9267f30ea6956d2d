import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * Inter (self-hosted, the variable Latin file, 47 KB) never delays the first paint and never
 * moves what the visitor already sees: the semantics of `font-display: optional`, in a script so
 * that a first visit does not spend a phone's bandwidth on it before the hero picture.
 *
 * - A page paints in "Inter Fallback" (fonts.css), a local face whose metrics are adjusted to Inter's.
 * - Once the page has loaded, Inter is fetched into the HTTP cache, at low priority (the page's
 *   inline loader, app/islands/page-loader.inline.ts).
 * - The next page of the site (a same-origin referrer), or a page this browser has cached before (it
 *   revalidated the HTML), asks for Inter in <head>, and Inter is used if it arrives before the first
 *   frame, as it does from the cache (app/styles/font-loader.inline.ts). Otherwise the page keeps
 *   the fallback.
 *
 * Swapping a face under painted text would move lines that wrap differently (layout shift);
 * docs/decisions/0005-javascript-budget.md says why nothing is stored to remember that Inter is cached.
 */

/** Where Inter is served (hashed, cached for a year). */
export const webFontUrl: string = interLatin;
