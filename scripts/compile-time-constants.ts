import { readFileSync } from "node:fs";
import { readPublicConfig } from "../site/config.ts";

/**
 * The values Vite writes into the code at build time (its `define`), for the app and its unit tests:
 * the whitelisted public configuration, the copyright year of the prerendered pages (the browser
 * shows its own year once hydrated) and the favicon's drawing, which the page carries as a data URL
 * (public/ files cannot be imported).
 */
export function compileTimeConstants(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    __PUBLIC_CONFIG__: JSON.stringify(readPublicConfig(env)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __FAVICON_SVG__: JSON.stringify(readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8").trim()),
  };
}
