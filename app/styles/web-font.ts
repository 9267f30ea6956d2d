import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * Inter (self-hosted, the variable Latin file, 47 KB) never delays the first paint and never
 * moves what the visitor already sees: the semantics of `font-display: optional`, in a script so
 * that a first visit does not spend a phone's bandwidth on it before the hero picture.
 *
 * - A page paints in "Inter Fallback" (fonts.css), a local face whose metrics are adjusted to Inter's.
 * - Once the page has loaded, Inter is fetched into the HTTP cache, at low priority (the page's
 *   inline loader, app/islands/page-loader.ts).
 * - The next page of the site (a same-origin referrer), or a page this browser has cached before (it
 *   revalidated the HTML), asks for Inter in <head>, and Inter is used if it arrives before the first
 *   frame, as it does from the cache. Otherwise the page keeps the fallback.
 *
 * Swapping a face under painted text would move lines that wrap differently (layout shift);
 * docs/decisions/0005-javascript-budget.md says why nothing is stored to remember that Inter is cached.
 */

const family = "Inter Variable";

/** Where Inter is served (hashed, cached for a year). */
export const webFontUrl: string = interLatin;

/** The characters of the Latin subset: every one of English and Spanish (á é í ó ú ü ñ ¿ ¡ « » — “ ”). */
const latinRange =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

const descriptors: FontFaceDescriptors = {
  weight: "100 900",
  style: "normal",
  display: "swap",
  unicodeRange: latinRange,
};

const source = (url: string) => `url(${url}) format("woff2")`;

/**
 * The inline script in <head> (allowed by its hash like every inline script): on a page reached from
 * another of the site's pages, or one the browser revalidated (the HTML's transfer is smaller than
 * its body), Inter is loaded at once and added if no frame has started yet.
 */
export function fontLoader(url: string = interLatin): string {
  return [
    "(()=>{",
    'if(!("FontFace"in window))return;',
    'const page=performance.getEntriesByType("navigation")[0];',
    "let inSite=false;try{inSite=new URL(document.referrer).origin===location.origin}catch{}",
    "if(!inSite&&!(page&&page.transferSize<page.encodedBodySize))return;",
    "let framed=false;requestAnimationFrame(()=>{framed=true});",
    `const font=new FontFace(${JSON.stringify(family)},${JSON.stringify(source(url))},${JSON.stringify(descriptors)});`,
    "font.load().then(()=>{if(!framed)document.fonts.add(font)},()=>{})",
    "})()",
  ].join("");
}
