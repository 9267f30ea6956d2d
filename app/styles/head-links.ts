export const manifestHref = "/site.webmanifest";

// The manifest is linked once the page has hydrated: Chrome fetches it and its icon at once, sharing a
// phone's link with the page.
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = manifestHref;
  document.head.append(link);
}

/** The browser's interface colour around the site: the night of the header's dark bands. */
export const themeColor = "#090d1d";
