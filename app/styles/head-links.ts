export const manifestHref = "/site.webmanifest";

/**
 * The web app manifest is linked once the page has hydrated (the client entry calls this). Chrome
 * fetches a linked manifest and its icon while the page loads, to tell whether the site can be
 * installed: about 5 KB sharing a phone's link with the page itself, and a round trip Lighthouse
 * counts into the largest paint. Installing can wait for the page.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = manifestHref;
  document.head.append(link);
}

/** The browser's interface colour around the site: the night of the header's dark bands. */
export const themeColor = "#090d1d";
