import words from "virtual:consent-words";
import { localeFromPath } from "../../site/locales.ts";
import { type Translate, translator } from "../islands/ui-words.tsx";

/**
 * The consent flow's words: the `consent` translations of the page's language, which come in the
 * flow's own file (scripts/vite-consent-words.ts), so that no page carries them in its HTML and the
 * flow needs no translation file. The flow renders in the browser only.
 */
export function useConsentText(): Translate {
  return translator(words[localeFromPath(location.pathname)] ?? null);
}
