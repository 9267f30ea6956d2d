declare module "virtual:consent-words" {
  /** The `consent` translations by language (scripts/vite-consent-words.ts). */
  const words: Readonly<Record<string, object>>;
  export default words;
}
