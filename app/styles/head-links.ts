import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { firstPaintSnippet } from "../../site/first-paint.ts";

/** The document links of the design: the icons and the web app manifest. */
export const designLinks = [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
] as const;

/** The characters of the Latin subset: every one of English and Spanish (á é í ó ú ü ñ ¿ ¡ « » — “ ”). */
const latinRange =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/**
 * Inter (self-hosted, the variable Latin file, 47 KB) arrives after the first paint: the page
 * paints at once in "Inter Fallback", a local face whose metrics are adjusted to Inter's, and Inter
 * swaps in when it has loaded, moving nothing (issue "Instant on a phone": fonts never delay the
 * first paint, and on a phone's network they do not share the link with the stylesheet and the
 * hero picture either). From the HTTP cache, on later visits, it arrives a frame after the first
 * paint. An inline script in <head>, allowed by its hash like every inline script.
 */
export function fontLoader(url: string = interLatin): string {
  const source = JSON.stringify(`url(${url}) format("woff2")`);
  const descriptors = JSON.stringify({ weight: "100 900", style: "normal", display: "swap", unicodeRange: latinRange });
  const load = `()=>{if(!("FontFace"in window))return;const font=new FontFace("Inter Variable",${source},${descriptors});document.fonts.add(font);font.load().catch(()=>{})}`;
  // The paint entry comes before the frame is on screen: one more frame after it.
  return `(()=>{${firstPaintSnippet}afterFirstPaint(()=>painted().then(${load}))})()`;
}

/** The browser's interface colour around the site: the night of the header's dark bands. */
export const themeColor = "#090d1d";
