import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compileTimeConstants } from "./scripts/compile-time-constants.ts";
import { consentWords } from "./scripts/vite-consent-words.ts";
import { images } from "./scripts/vite-images.ts";

const buildDir = process.env.BUILD_DIR || "build";

/**
 * The content editor (app/content-editor/), a tool for staff built apart from the site: into
 * `build/editor/`, which the public pages never name. `npm run build` runs it after the site's
 * build, and `npm run check:budgets` proves the site's files are the same bytes with and without it.
 */
export default defineConfig({
  // The preview shows the site's pictures from the site's own /assets/img/ (same origin).
  plugins: [tailwindcss(), react(), images({ emit: false }), consentWords()],
  appType: "custom",
  base: "/admin/content/",
  // The site's public/ files are the site's: the editor's folder holds only the editor.
  publicDir: false,
  define: compileTimeConstants(process.env),
  build: {
    outDir: `${buildDir}/editor`,
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: { input: { editor: "app/content-editor/main.ts" } },
  },
});
