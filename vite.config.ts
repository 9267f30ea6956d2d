import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compileTimeConstants } from "./scripts/compile-time-constants.ts";
import { consentWords } from "./scripts/vite-consent-words.ts";
import { images } from "./scripts/vite-images.ts";
import { inlineScripts } from "./scripts/vite-inline-scripts.ts";
import { pages } from "./scripts/vite-pages.ts";

const buildDir = process.env.BUILD_DIR || "build";

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
          // The runtime's exports are what the page's inline loader calls (Vite drops an entry's by
          // default). Its file may hold more: the bundler's defaults then put React and what the
          // islands share with the runtime into it, in one request, instead of files of their own.
          preserveEntrySignatures: "allow-extension",
        },
      },
    },
  },
});
