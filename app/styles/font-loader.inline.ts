// Uses Inter only when it can arrive before the first frame (app/styles/web-font.ts says why).

/** The characters of the Latin subset: every one of English and Spanish (á é í ó ú ü ñ ¿ ¡ « » — “ ”). */
const latinRange =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

const href = (document.currentScript as HTMLScriptElement).dataset.href;
const [page] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
let inSite = false;
try {
  inSite = new URL(document.referrer).origin === location.origin;
} catch {
  // No referrer.
}
if (href && "FontFace" in window && (inSite || (page && page.transferSize < page.encodedBodySize))) {
  let framed = false;
  requestAnimationFrame(() => {
    framed = true;
  });
  const font = new FontFace("Inter Variable", `url(${href}) format("woff2")`, {
    weight: "100 900",
    style: "normal",
    display: "swap",
    unicodeRange: latinRange,
  });
  font.load().then(
    () => {
      if (!framed) document.fonts.add(font);
    },
    () => {},
  );
}
