import type { Plugin } from "vite";
import { readDictionary } from "../content/dictionaries.ts";
import { isLocale, locales } from "../site/locales.ts";
import { namespaces } from "../site/pages.ts";

/**
 * Serves content/locales/{lng}/{ns}.json at /locales/{lng}/{ns}.json for each language the site is
 * built in: as middleware in development and as emitted files in the client build, minified. The
 * browser loads only the consent flow's words from there (app/consent/consent-island.tsx); every
 * other word is in the page's HTML. In development an edited file reloads the open pages
 * (scripts/vite-pages.ts).
 */
export function translationFiles(): Plugin {
  return {
    name: "keystub:translation-files",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [, locale, namespace] = /^\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(request.url ?? "") ?? [];
        if (!locale || !namespace) return next();
        if (!isLocale(locale) || !(namespaces as readonly string[]).includes(namespace)) return next();
        try {
          const body = JSON.stringify(readDictionary(locale, namespace));
          response.setHeader("Content-Type", "application/json; charset=utf-8");
          response.end(body);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      // The namespaces pages load; the pictures' words (art.json) are read only at build time.
      for (const locale of locales) {
        for (const namespace of namespaces) {
          const source = JSON.stringify(readDictionary(locale, namespace));
          this.emitFile({ type: "asset", fileName: `locales/${locale}/${namespace}.json`, source });
        }
      }
    },
  };
}
