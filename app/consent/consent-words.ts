import words from "virtual:consent-words";
import { localeFromPath } from "../../site/locales.ts";
import { type Translate, translator } from "../islands/ui-words.tsx";

// The `consent` translations of the page's language come in the flow's own file
// (scripts/vite-consent-words.ts), so no page carries them in its HTML.
export function useConsentText(): Translate {
  return translator(words[localeFromPath(location.pathname)] ?? null);
}
