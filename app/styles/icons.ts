/** public/favicon.svg, written in at build time (scripts/compile-time-constants.ts). */
declare const __FAVICON_SVG__: string;

// The favicon as a data URL: a linked icon is a request sharing a phone's link with the hero picture.
export const faviconHref = `data:image/svg+xml,${encodeURIComponent(__FAVICON_SVG__)}`;

export const designLinks = [
  { rel: "icon", href: faviconHref, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
] as const;
