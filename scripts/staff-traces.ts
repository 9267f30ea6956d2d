/**
 * The team's tools, the inbox (server/admin/, app/admin/) and the content editor
 * (app/content-editor/), must add nothing to what visitors download: `npm run check:budgets` looks
 * for their traces in every page it serves with both turned on, in each script those pages load,
 * in the stylesheet, the sitemap and robots.txt.
 */
import { readOwnDictionary } from "#content/dictionaries";
import { adminStyle } from "../app/admin/admin-style.ts";
import { editorTitle } from "../app/content-editor/editor-words.ts";
import { adminBase, contentEditorBase } from "../server/admin/admin-paths.ts";
import { locales } from "../site/locales.ts";

/**
 * What only the team's tools have: the inbox's paths, heading words in each language and class
 * names; the editor's path, its settings block, its title in each language and the name of the CMS it runs.
 */
export function staffMarkers(): string[] {
  const words = locales.flatMap((locale) => {
    try {
      const dictionary = readOwnDictionary(locale, "admin") as { brand: string; signIn: { title: string } };
      return [dictionary.brand, dictionary.signIn.title];
    } catch {
      return []; // the pseudo-locale has no files of its own
    }
  });
  const classes = [...new Set(adminStyle.match(/\.admin[a-z-]*/g) ?? [])].map((selector) => selector.slice(1));
  return [
    ...locales.map((locale) => `${adminBase(locale)}/`),
    ...words,
    ...classes.filter((name) => name !== "admin"),
    contentEditorBase,
    "editor-settings",
    ...Object.values(editorTitle),
    "sveltia",
  ];
}

/** The markers found in a text a visitor downloads. */
export function staffTraces(text: string, markers = staffMarkers()): string[] {
  return markers.filter((marker) => text.includes(marker));
}
