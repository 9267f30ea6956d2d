import { type Plugin, runnerImport } from "vite";
import type { BannerMarkup } from "../app/consent/banner-markup.tsx";
import { readDictionary } from "../content/dictionaries.ts";
import { locales } from "../site/locales.ts";

// What the cookie settings (app/consent/consent-words.ts) and the banner (app/consent/banner.ts) import.
const [wordsId, markupId] = ["\0virtual:consent-words", "\0virtual:consent-banner"];

/**
 * The consent flow's words and its banner's markup (rendered by React here) in every language, as
 * modules of the flow: only a visitor who loads it downloads them (docs/decisions/0002-translations.md).
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
