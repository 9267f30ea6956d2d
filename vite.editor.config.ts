import { readFileSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { editorSpanish } from "./app/content-editor/editor-words.ts";
import { compileTimeConstants } from "./scripts/compile-time-constants.ts";
import { consentWords } from "./scripts/vite-consent-words.ts";
import { images } from "./scripts/vite-images.ts";

const buildDir = process.env.BUILD_DIR || "build";

/**
 * Sveltia CMS declares its three typefaces twice: with the copies bundled with it (through the
 * FontFace API) and in a stylesheet that asks cdn.jsdelivr.net for them. The editor's policy refuses
 * the CDN (no staff member's address goes to a third party), which the console reports as three
 * errors; this takes the CDN's declarations out of the bundle, and fails the build if an upgrade
 * changes them.
 */
function withoutFontCdn(): Plugin {
  const cdnFontFace = /@font-face\s*\{[^}]*https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^}]*\}/g;
  return {
    name: "keystub:editor-without-font-cdn",
    transform(code, id) {
      if (!id.includes("/@sveltia/cms/")) return null;
      const found = code.match(cdnFontFace)?.length ?? 0;
      if (found === 0) return null;
      if (found !== 3) this.error(`expected Sveltia CMS's 3 CDN font declarations, found ${found}`);
      return { code: code.replace(cdnFontFace, ""), map: null };
    },
  };
}

type Strings = { [key: string]: string | Strings };
/** `ours` under `theirs`: a string the vendor translates itself is its own. */
const under = (ours: Strings, theirs: Strings): Strings =>
  Object.fromEntries(
    [...new Set([...Object.keys(ours), ...Object.keys(theirs)])].map((key) => {
      const [mine, its] = [ours[key], theirs[key]];
      return [key, typeof mine === "object" && typeof its === "object" ? under(mine, its) : (its ?? mine)];
    }),
  ) as Strings;

/**
 * Sveltia CMS's Spanish (es-CO) leaves some of its words in English ("Show Errors"): its file is
 * given ours (editor-words.ts) where it has none. The vendor's bundle is not changed.
 */
function completeSpanish(): Plugin {
  return {
    name: "keystub:editor-spanish",
    load(id) {
      if (!id.endsWith("/@sveltia/cms/locales/es-CO.json")) return null;
      return JSON.stringify(under(editorSpanish, JSON.parse(readFileSync(id, "utf8")) as Strings));
    },
  };
}

/**
 * The content editor (app/content-editor/), a tool for staff built apart from the site: into
 * `build/editor/`, which the public pages never name. `npm run build` runs it after the site's
 * build, and fails if that changed a byte of the site's files (scripts/build-editor.ts).
 */
export default defineConfig({
  // The preview shows the site's pictures from the site's own /assets/img/ (same origin).
  plugins: [tailwindcss(), react(), images({ emit: false }), consentWords(), withoutFontCdn(), completeSpanish()],
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
