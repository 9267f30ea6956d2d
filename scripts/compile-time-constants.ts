import { readFileSync } from "node:fs";
import { readPublicConfig } from "../site/config.ts";

/**
 * The values Vite writes into the code at build time (its `define`), for the app and its unit tests:
 * the whitelisted public configuration, whether the test build's pseudo-locale is on, the copyright year of the prerendered pages (the page's
 * loader shows the visitor's year when it is later) and the favicon's drawing, which the page carries as a data URL
 * (public/ files cannot be imported).
 */
export function compileTimeConstants(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    __PUBLIC_CONFIG__: JSON.stringify(readPublicConfig(env)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __FAVICON_SVG__: JSON.stringify(readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8").trim()),
    // The test build's pseudo-locale (site/locales.ts); left undefined otherwise, so Node code reads
    // the environment and a public bundle never has one.
    ...(env.PSEUDO_LOCALE === "1" ? { __PSEUDO_LOCALE__: "true" } : {}),
  };
}
