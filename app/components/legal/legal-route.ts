import { loadLegalText } from "../../../content/legal/index.ts";
import type { LegalDocument } from "../../../content/legal-dates.ts";
import type { Locale } from "../../../site/locales.ts";

/** A legal page's document, loaded before the page renders so that the text lands in the HTML. */
export async function legalRouteData<Document extends LegalDocument>(document: Document, locale: Locale) {
  return { text: await loadLegalText(document, locale) };
}

export type LegalRouteData<Document extends LegalDocument> = Awaited<ReturnType<typeof legalRouteData<Document>>>;
