import favicon from "../../public/favicon.svg?raw";

/**
 * The favicon as a data URL: the page names its icon without a request. Chrome fetches a linked
 * icon as soon as the page has loaded, a request that shares a phone's link with the hero picture
 * and that Lighthouse counts into the largest paint (issue "Instant on a phone"). The file stays at
 * /favicon.svg for the logo of the structured data; search engines also read the touch icon.
 */
export const faviconHref = `data:image/svg+xml,${encodeURIComponent(favicon.trim())}`;

/** The document links of the design: the icons. */
export const designLinks = [
  { rel: "icon", href: faviconHref, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
] as const;
