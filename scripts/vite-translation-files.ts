import type { Plugin } from "vite";
import { readDictionary } from "../content/dictionaries.ts";
import { isLocale, type Locale, locales } from "../site/locales.ts";
import { namespaces } from "../site/pages.ts";

/** The event `npm run dev` sends the browser when a translation file changes (app/i18n/instance.ts). */
export const translationChanged = "keystub:translation-changed";

/**
 * Serves content/locales/{lng}/{ns}.json at /locales/{lng}/{ns}.json for each language the site is built in, where the browser loads the
 * namespaces a page did not carry: as middleware in development and as emitted files in the client
 * build. The JSON is minified. In development an edited file is announced to the open pages, which
 * load it again and re-render in place.
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
    // An edited translation: the open pages load it again in place (no reload); the prerendering side
    // re-reads it on its next render. Nothing else about the app changed.
    hotUpdate({ file }) {
      const [, locale, namespace] = /\/content\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(file) ?? [];
      if (!locale || !namespace) return;
      if (this.environment.name === "client") {
        this.environment.hot.send({ type: "custom", event: translationChanged, data: { locale, namespace } });
        return [];
      }
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
