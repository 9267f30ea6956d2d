import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * Inter never delays the first paint nor moves painted text (`font-display: optional`'s semantics): a
 * page paints in "Inter Fallback", fetches Inter into the cache once loaded, and the next page uses it
 * if it arrives before the first frame (app/styles/font-loader.inline.ts).
 */

/** Where Inter is served (hashed, cached for a year). */
export const webFontUrl: string = interLatin;
