import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

const root = new URL("../content/locales/", import.meta.url).pathname;

/**
 * Serves content/locales/{lng}/{ns}.json at /locales/{lng}/{ns}.json (SPEC.md §7): as
 * middleware in development and as emitted files in the client build. The JSON is minified.
 */
export function translationFiles(): Plugin {
  return {
    name: "keystub:translation-files",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [, locale, namespace] = /^\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(request.url ?? "") ?? [];
        if (!locale || !namespace) return next();
        try {
          const body = readFileSync(join(root, locale, `${namespace}.json`), "utf8");
          response.setHeader("Content-Type", "application/json; charset=utf-8");
          response.end(JSON.stringify(JSON.parse(body)));
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const locale of readdirSync(root)) {
        for (const file of readdirSync(join(root, locale))) {
          const source = JSON.stringify(JSON.parse(readFileSync(join(root, locale, file), "utf8")));
          this.emitFile({ type: "asset", fileName: `locales/${locale}/${file}`, source });
        }
      }
    },
  };
}
