import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { images } from "./scripts/vite-images.ts";
import { preactOnClient } from "./scripts/vite-preact-client.ts";
import { translationFiles } from "./scripts/vite-translation-files.ts";
import { readPublicConfig } from "./site/config.ts";

const publicConfig = readPublicConfig(process.env);

export default defineConfig({
  plugins: [preactOnClient(), tailwindcss(), reactRouter(), translationFiles(), images()],
  define: {
    // The whitelisted public configuration, baked into the pages at build time.
    __PUBLIC_CONFIG__: JSON.stringify(publicConfig),
    // The copyright year of the prerendered pages; the browser shows its own year once hydrated.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
  server: { port: 5173 },
});
