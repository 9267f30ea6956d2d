import { type Locale, sourceLocale } from "../../site/locales.ts";
import type { LegalDocument } from "../legal-dates.ts";
import type { LegalText, LegalTranslation } from "./document.ts";

type Loaded<Document extends LegalDocument> = { default: LegalText<Document> | LegalTranslation<Document> };

// One module per document and language, imported on demand while prerendering: a page carries only
// its own text, in its reader's language.
const modules: { [Document in LegalDocument]: Record<Locale, () => Promise<Loaded<Document>>> } = {
  privacy: { en: () => import("./en/privacy.ts"), es: () => import("./es/privacy.ts") },
  terms: { en: () => import("./en/terms.ts"), es: () => import("./es/terms.ts") },
  businessTerms: { en: () => import("./en/business-terms.ts"), es: () => import("./es/business-terms.ts") },
  professionalServices: {
    en: () => import("./en/professional-services.ts"),
    es: () => import("./es/professional-services.ts"),
  },
};

/** A legal document's text in a language (a pseudo-locale's is its source's); translations carry their language notice. */
export async function loadLegalText<Document extends LegalDocument>(
  document: Document,
  locale: Locale,
): Promise<LegalText<Document> & { readonly languageNotice?: string }> {
  return (await modules[document][sourceLocale(locale)]()).default;
}
