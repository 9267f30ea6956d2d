import type { Locale } from "../../site/locales.ts";
import { defaultNamespace, type Namespace } from "../../site/pages.ts";

/** Where the browser loads a translation file (scripts/vite-translation-files.ts serves and emits them), as i18next's pattern. */
export const translationFilePattern = "/locales/{{lng}}/{{ns}}.json";

/** One translation file's URL. */
export function translationFileUrl(locale: Locale, namespace: Namespace): string {
  return translationFilePattern.replace("{{lng}}", locale).replace("{{ns}}", namespace);
}

/** The namespaces the consent flow asks for (app/consent/consent-island.tsx), besides the common one. */
export const consentNamespaces = ["consent"] as const satisfies readonly Namespace[];

/** Every translation file the consent flow loads in a language, for the page to fetch ahead. */
export function consentTranslationFiles(locale: Locale): string[] {
  return [defaultNamespace, ...consentNamespaces].map((namespace) => translationFileUrl(locale, namespace));
}
