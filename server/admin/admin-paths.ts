// Where the team's inbox (in each language) and the content editor live. Apart from their servers,
// so that the build's checks can name their paths without loading them.
import { type Locale, localeDefinition } from "../../site/locales.ts";

/** `/admin` for the default language, `/es/admin` for Spanish: the inbox's base path in each. */
export function adminBase(locale: Locale): string {
  return `${localeDefinition(locale).prefix}/admin`;
}

/** The content editor's page is at this path's folder (`/admin/content/`), its files under it. */
export const contentEditorBase = "/admin/content";
