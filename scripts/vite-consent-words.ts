import { type Plugin, runnerImport } from "vite";
import type { BannerMarkup } from "../app/consent/banner-markup.tsx";
import { readDictionary } from "../content/dictionaries.ts";
import { locales } from "../site/locales.ts";

// What the cookie settings (app/consent/consent-words.ts) and the banner (app/consent/banner.ts) import.
const [wordsId, markupId] = ["\0virtual:consent-words", "\0virtual:consent-banner"];

/**
 * The consent flow's words and markup in every language the site is built in, as modules of the
 * flow's own files: only a visitor who loads the flow downloads them, and the pages' HTML stays as
 * small as it was (docs/decisions/0002-translations.md). The settings get the `consent`
 * translations; the banner gets its two forms and the opt-out dialog, rendered by React here
 * (app/consent/banner-markup.tsx). Both read the translation files through their one reader
 * (content/dictionaries.ts); in development an edited translation file or banner component
 * invalidates them.
 */
export function consentWords(): Plugin {
  return {
    name: "keystub:consent-words",
    resolveId(source) {
      return [wordsId, markupId].includes(`\0${source}`) ? `\0${source}` : undefined;
    },
    async load(id) {
      if (id === wordsId) {
        const words = Object.fromEntries(locales.map((locale) => [locale, readDictionary(locale, "consent")]));
        return `export default ${JSON.stringify(words)};`;
      }
      if (id !== markupId) return undefined;
      const { module } = await runnerImport<typeof import("../app/consent/banner-markup.tsx")>(
        "./app/consent/banner-markup.tsx",
        { configFile: false, logLevel: "error" },
      );
      const markup: Record<string, BannerMarkup> = Object.fromEntries(
        locales.map((locale) => [locale, module.bannerMarkup(readDictionary(locale, "consent"), locale)]),
      );
      return `export default ${JSON.stringify(markup)};`;
    },
    hotUpdate({ file }) {
      if (!/[/\\](content[/\\]locales|app[/\\]consent)[/\\]/.test(file)) return;
      for (const id of [wordsId, markupId]) {
        const module = this.environment.moduleGraph.getModuleById(id);
        if (module) this.environment.moduleGraph.invalidateModule(module);
      }
    },
  };
}
