import { readFileSync } from "node:fs";
import { readPublicConfig } from "../site/config.ts";

/**
 * Vite's `define`, for the app and its unit tests: the public configuration, the pseudo-locale's switch,
 * the build's year and the favicon's drawing (a data URL: public/ files cannot be imported).
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
