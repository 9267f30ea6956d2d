import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compileTimeConstants } from "./scripts/compile-time-constants.ts";
import { images } from "./scripts/vite-images.ts";
import { pages } from "./scripts/vite-pages.ts";
import { translationFiles } from "./scripts/vite-translation-files.ts";

const buildDir = process.env.BUILD_DIR || "build";

export default defineConfig({
  plugins: [tailwindcss(), react(), pages(), translationFiles(), images()],
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
  // `npm run build` builds both: the browser's files (the islands' runtime and the stylesheet, with
  // a manifest of their hashed names) and the module that prerenders the pages (scripts/prerender.ts).
  builder: {},
  environments: {
    ssr: {
      // Files only the pages name (Inter's URL for the loader, say) are emitted here too, and the
      // prerender copies them into the client build (Vite otherwise emits only what the browser imports).
      build: { outDir: `${buildDir}/server`, emitAssets: true, rolldownOptions: { input: "app/render.server.tsx" } },
    },
    client: {
      build: {
        outDir: `${buildDir}/client`,
        manifest: true,
        rolldownOptions: {
          input: { runtime: "app/islands/client.tsx", styles: "app/styles/app.css" },
          // The runtime's exports are what the page's inline loader calls (Vite drops an entry's by default).
          preserveEntrySignatures: "exports-only",
          output: {
            // React and React DOM in one file that every island shares, loaded with the first island.
            codeSplitting: {
              groups: [{ name: "react", test: /node_modules\/(react|react-dom|scheduler)\// }],
            },
          },
        },
      },
    },
  },
});
