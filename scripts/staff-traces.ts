// The inbox and the content editor must add nothing to what visitors download: `npm run check:budgets`
// looks for these traces in every file it serves with both turned on.
import { readOwnDictionary } from "#content/dictionaries";
import { adminStyle } from "../app/admin/admin-style.ts";
import { editorTitle } from "../app/content-editor/editor-words.ts";
import { adminBase, contentEditorBase } from "../server/admin/admin-paths.ts";
import { locales } from "../site/locales.ts";

/** What only the team's tools have: their paths, headings and titles in each language, class names, the CMS's name. */
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
