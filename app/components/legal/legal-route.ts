import { loadLegalText } from "../../../content/legal/index.ts";
import type { LegalDocument } from "../../../content/legal-dates.ts";
import type { Locale } from "../../../site/locales.ts";

/**
 * The data of a legal page: its document in the page's language, loaded before the page renders
 * (the route's `loader`, which app/render.server.tsx awaits), so the text lands in the HTML.
 */
export async function legalRouteData<Document extends LegalDocument>(document: Document, locale: Locale) {
  return { text: await loadLegalText(document, locale) };
}

export type LegalRouteData<Document extends LegalDocument> = Awaited<ReturnType<typeof legalRouteData<Document>>>;
