import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

// Inter never delays the first paint nor moves painted text: a page fetches it once loaded, and the
// next uses it if it arrives before the first frame (font-loader.inline.ts).

/** Where Inter is served (hashed, cached for a year). */
export const webFontUrl: string = interLatin;
