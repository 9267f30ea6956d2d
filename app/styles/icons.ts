/** public/favicon.svg, written in at build time (scripts/compile-time-constants.ts). */
declare const __FAVICON_SVG__: string;

/**
 * The favicon as a data URL: the page names its icon without a request. Chrome fetches a linked
 * icon as soon as the page has loaded, a request that shares a phone's link with the hero picture
 * and that Lighthouse counts into the largest paint (a phone's first load). The file stays at
 * /favicon.svg for the logo of the structured data; search engines also read the touch icon.
 */
export const faviconHref = `data:image/svg+xml,${encodeURIComponent(__FAVICON_SVG__)}`;

/** The document links of the design: the icons. */
export const designLinks = [
  { rel: "icon", href: faviconHref, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
] as const;
