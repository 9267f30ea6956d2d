import { build } from "rolldown";
import type { Plugin } from "vite";

const query = "?inline-script";

/**
 * A page's inline scripts (the font loader, the language redirect, the page loader) are TypeScript
 * modules like the rest of the browser's code: `import code from "./x.inline.ts?inline-script"`
 * gives the module bundled into one minified script, with the same compile-time constants as the
 * browser's other files, for React to render into the page. The pages' Content-Security-Policy
 * allows each by its hash (scripts/finish-build.ts). In development an edit to one reloads the page.
 */
export function inlineScripts(): Plugin {
  let define: Record<string, string> = {};
  return {
    name: "keystub:inline-scripts",
    configResolved(config) {
      // A browser has no environment to read the pseudo-locale's switch from (site/locales.ts): off,
      // unless the test build turned it on.
      define = {
        __PSEUDO_LOCALE__: "false",
        ...Object.fromEntries(Object.entries(config.define ?? {}).map(([key, value]) => [key, String(value)])),
      };
    },
    async load(id) {
      if (!id.endsWith(query)) return;
      const { output } = await build({
        input: id.slice(0, -query.length),
        platform: "browser",
        write: false,
        logLevel: "warn",
        transform: { define },
        output: { format: "iife", minify: true, comments: false },
      });
      const [chunk] = output;
      for (const module of chunk.moduleIds) this.addWatchFile(module);
      const code = chunk.code.trim();
      if (/<\/script/i.test(code)) throw new Error(`${id}: the bundled script contains "</script"`);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
