declare module "virtual:consent-words" {
  /** The `consent` translations by language (scripts/vite-consent-words.ts). */
  const words: Readonly<Record<string, object>>;
  export default words;
}

declare module "virtual:consent-banner" {
  /** The banner's forms and the opt-out dialog as HTML, by language (scripts/vite-consent-words.ts). */
  const markup: Readonly<Record<string, import("./consent/banner-markup.tsx").BannerMarkup>>;
  export default markup;
}
