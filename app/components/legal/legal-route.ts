import { loadLegalText } from "../../../content/legal/index.ts";
import type { LegalDocument } from "../../../content/legal-dates.ts";
import { localeFromPath } from "../../../site/locales.ts";

/**
 * The data of a legal page: its document in the page's language. The route's `loader` runs it
 * while prerendering (the text lands in the HTML) and its `clientLoader` on client navigations,
 * which then fetch only that document's chunk in that language.
 */
export async function legalRouteData<Document extends LegalDocument>(document: Document, url: URL) {
  return { text: await loadLegalText(document, localeFromPath(url.pathname)) };
}
