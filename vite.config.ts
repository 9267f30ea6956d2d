import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { images } from "./scripts/vite-images.ts";
import { translationFiles } from "./scripts/vite-translation-files.ts";
import { readPublicConfig } from "./site/config.ts";

const publicConfig = readPublicConfig(process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), translationFiles(), images()],
  define: {
    // The whitelisted public configuration, baked into the pages at build time.
    __PUBLIC_CONFIG__: JSON.stringify(publicConfig),
    // The copyright year of the prerendered pages; the browser shows its own year once hydrated.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
  server: { port: 5173 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger modules on the first load: the libraries every page runs in one chunk,
            // and the small modules several pages share in another, instead of some 30 requests.
            // What loads later by import() stays apart (its groups would otherwise pull it in).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  priority: 2,
                  test: /node_modules\/(react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)\//,
                },
                {
                  name: "i18n",
                  priority: 2,
                  test: /node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//,
                },
                {
                  name: "shared",
                  priority: 1,
                  minShareCount: 2,
                  test: /^(?!.*(cookie-banner|cookie-settings-dialog|opt-out-dialog|ui\/dialog|toast-region|contact-form|embla|@radix-ui|@floating-ui)).*(\/app\/|\/site\/|\/content\/|lucide-react|preload-helper).*\.(tsx?|m?js)$/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
