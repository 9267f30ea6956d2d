import type { PublicConfig } from "../site/config.ts";

declare const __PUBLIC_CONFIG__: PublicConfig;

/** The public configuration baked in at build time (vite.config.ts); safe for the browser. */
export const config: PublicConfig = __PUBLIC_CONFIG__;
