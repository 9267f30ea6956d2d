/** The id of the last element a hero renders on the server (its scrim); a page has one hero at most. */
export const heroEndId = "hero-end";

/**
 * Holds Chromium's first paint on wide screens until the hero's words have been parsed (`<link
 * rel="expect">` with `blocking="render"`, an HTML feature other engines ignore). From the `lg` width
 * a hero centres its words in its 450 px, so a hero painted half-parsed (a busy parser pausing in
 * the middle) would show them lower, then move them up; narrower, they sit at its top and nothing
 * moves. Chromium lets the paint go once the expected element is in the document, not once it is
 * whole, so the mark is the hero's last element, after its words. The whole hero arrives in the
 * document's first round trip: waiting for it costs no network time. React places the link in
 * <head>.
 */
export function PaintHeroWhole() {
  return <link rel="expect" href={`#${heroEndId}`} blocking="render" media="(min-width: 64rem)" />;
}
