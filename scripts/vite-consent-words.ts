import type { Plugin } from "vite";
import { readDictionary } from "../content/dictionaries.ts";
import { locales } from "../site/locales.ts";

/** The module the consent flow imports its words from (app/consent/consent-words.ts). */
export const consentWordsModule = "virtual:consent-words";
const resolvedId = `\0${consentWordsModule}`;

/**
 * The consent flow's words in every language the site is built in (the `consent` translations),
 * as a module of the flow's own file: only a visitor who loads the flow downloads them, and the
 * pages' HTML stays as small as it was. Read by the one reader of the translation files
 * (content/dictionaries.ts); in development an edited translation file invalidates the module.
 */
export function consentWords(): Plugin {
  return {
    name: "keystub:consent-words",
    resolveId(source) {
      return source === consentWordsModule ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const words = Object.fromEntries(locales.map((locale) => [locale, readDictionary(locale, "consent")]));
      return `export default ${JSON.stringify(words)};`;
    },
    hotUpdate({ file }) {
      if (!/[/\\]content[/\\]locales[/\\]/.test(file)) return;
      const module = this.environment.moduleGraph.getModuleById(resolvedId);
      if (module) this.environment.moduleGraph.invalidateModule(module);
    },
  };
}
