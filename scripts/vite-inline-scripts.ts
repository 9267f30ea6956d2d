import { build } from "rolldown";
import type { Plugin } from "vite";

const query = "?inline-script";

/**
 * `import code from "./x.inline.ts?inline-script"`: the module bundled into one minified script, with
 * the browser's compile-time constants, for the page to carry inline (allowed by its CSP hash).
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
