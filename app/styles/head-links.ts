/** The document links of the design: the icons and the web app manifest. */
export const designLinks = [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
] as const;

/** The browser's interface colour around the site: the night of the header's dark bands. */
export const themeColor = "#090d1d";
