import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { islands } from "./app/islands/islands.ts";
import { compileTimeConstants } from "./scripts/compile-time-constants.ts";
import { consentWords } from "./scripts/vite-consent-words.ts";
import { images } from "./scripts/vite-images.ts";
import { inlineScripts } from "./scripts/vite-inline-scripts.ts";
import { pages } from "./scripts/vite-pages.ts";

const buildDir = process.env.BUILD_DIR || "build";

// The islands that load with the page (app/islands/islands.ts) go into React's own file.
const nowIslands = Object.entries(islands)
  .filter(([, load]) => load === "now")
  .map(([name]) => `\\/${name}\\.island\\.tsx`);

export default defineConfig({
  plugins: [tailwindcss(), react(), pages(), images(), consentWords(), inlineScripts()],
  // The pages are ours to serve (scripts/vite-pages.ts): no index.html fallback.
  appType: "custom",
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
  // `npm run build` builds both: the browser's files (the islands' runtime and the stylesheet, with
  // a manifest of their hashed names) and the module that prerenders the pages (scripts/prerender.ts).
  builder: {},
  environments: {
    ssr: {
      // Files only the pages name (Inter's URL for the loader, say) are emitted here too, and the
      // prerender copies them into the client build (Vite otherwise emits only what the browser imports).
      build: {
        outDir: `${buildDir}/server`,
        emitAssets: true,
        // The translation files' reader stays outside the bundle: the prerender reads content/ as is.
        // The team's inbox (app/admin/) and the contact form's no-JavaScript pages
        // (app/contact-pages/) are rendered by the production server, each from its own entry.
        rolldownOptions: {
          input: {
            "render.server": "app/render.server.tsx",
            admin: "app/admin/render.server.tsx",
            "contact-pages": "app/contact-pages/render.server.tsx",
          },
          external: ["#content/dictionaries"],
        },
      },
    },
    client: {
      build: {
        outDir: `${buildDir}/client`,
        manifest: true,
        rolldownOptions: {
          input: { runtime: "app/islands/client.tsx", consent: "app/consent/banner.ts", styles: "app/styles/app.css" },
          // The runtime's exports are what the page's inline loader calls (Vite drops an entry's by default).
          preserveEntrySignatures: "exports-only",
          output: {
            // Few files, because a phone pays for each request (a browser opens at most six
            // connections to a host over HTTP/1.1): React, React DOM, the islands' root and the
            // heroes (the islands that run at once) with what they import, in one file; the small
            // modules the islands further down share in another. What only the consent flow, the
            // contact form's sending or a carousel's engine use stays apart, so a page whose visitor
            // needs none of it never loads it; so does each other island's own module, which the
            // registry loads by name (app/islands/registry.ts).
            codeSplitting: {
              groups: [
                {
                  // What the consent banner (app/consent/banner.ts, no React) shares with the
                  // islands: small modules of their own, so that neither loads the other's file.
                  name: "shared",
                  priority: 3,
                  test: /preload-helper|\/app\/config\.ts|\/app\/lib\/scroll\.ts|\/app\/i18n\/preferred-locale\.ts|\/site\/first-paint\.ts|node_modules\/cookie\//,
                },
                {
                  name: "react",
                  priority: 2,
                  test: new RegExp(
                    [
                      /node_modules\/(react|react-dom|scheduler)\//.source,
                      /\/app\/islands\/island-root\.tsx/.source,
                      ...nowIslands,
                      /\/consent\/button-styles\.ts|lucide-react\/dist\/esm\/icons\/shield-check/.source,
                    ].join("|"),
                  ),
                },
                {
                  name: "islands",
                  priority: 1,
                  minShareCount: 2,
                  test: /^(?!.*(\/consent\/|dialog|toast-region|contact-submission|embla|@radix-ui|@floating-ui|\.island\.tsx|ui\/carousel)).*(\/app\/|\/site\/|\/content\/|lucide-react).*\.(tsx?|m?js)$/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
