/** The id of the last element a hero renders on the server (its backdrop); a page has one hero. */
export const heroEndId = "hero-end";

/** Where the slideshow heroes centre their words: from Tailwind's `lg` breakpoint. */
export const largeScreens = "(min-width: 64rem)";

/**
 * Holds Chromium's first paint until the page's hero has been parsed (`<link rel="expect">` with
 * `blocking="render"`, an HTML feature other engines ignore), where `media` matches. A hero centres
 * its words in its height, so a hero painted half-parsed (a busy parser pausing in the middle) would
 * show them lower, then move them up. Chromium lets the paint go once the expected element is in
 * the document, not once it is whole, so the mark is the hero's backdrop, its last element. A hero
 * arrives in the document's first round trip: waiting for it costs no network time. React places
 * the link in <head>.
 */
export function PaintHeroWhole({ media }: { media?: string }) {
  return <link rel="expect" href={`#${heroEndId}`} blocking="render" media={media} />;
}
