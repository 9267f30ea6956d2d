import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * The document links of the design: the Latin Inter file preloaded (it paints the hero's
 * headline, so it should not wait for the stylesheet to be parsed), the icons and the web app
 * manifest. Fonts are fetched in CORS mode, so the preload must be too or it is fetched twice.
 */
export const designLinks = [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
] as const;

/** The browser's interface colour around the site: the night of the header's dark bands. */
export const themeColor = "#090d1d";
