import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileTimeConstants } from "./scripts/compile-time-constants.ts";
import { images } from "./scripts/vite-images.ts";
import { translationFiles } from "./scripts/vite-translation-files.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), translationFiles(), images()],
  define: compileTimeConstants(process.env),
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
  server: {
    port: 5173,
    // The build, scratch builds and test output are not sources: no reload when they change.
    watch: { ignored: ["**/build/**", "**/.tmp/**", "**/screenshots/**", "**/test-results/**"] },
  },
  // `npm run dev`: every library the browser runs, optimised before the first page is served.
  // Found late (a lazy import, a component first met on another page), one would make Vite
  // re-optimise and answer the page's modules with 504 "Outdated Optimize Dep".
  optimizeDeps: {
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom",
      "react-dom/client",
      "react-router",
      "react-router/dom",
      "i18next",
      "react-i18next",
      "i18next-http-backend",
      "lucide-react",
      "embla-carousel",
      "zod",
      "@radix-ui/react-dialog",
      "@radix-ui/react-switch",
      "@radix-ui/react-toast",
      "@supabase/functions-js",
      "cookie",
    ],
  },
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
