import { useContext } from "react";
import { type Translate, translator, UiWordsContext } from "../islands/ui-words.tsx";

/**
 * The consent flow's words: the `consent` translations, which every page carries in its JSON copy
 * of the words (app/islands/ui-words.tsx) and the flow's root provides (consent-island.tsx).
 */
export function useConsentText(): Translate {
  return translator(useContext(UiWordsContext)?.consent ?? null);
}
