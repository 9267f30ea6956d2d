/**
 * The team's inbox (server/admin/, app/admin/) must add nothing to what visitors download:
 * `npm run check:budgets` looks for its traces in every page it serves with the inbox turned on,
 * in each script those pages load, in the stylesheet and in the sitemap.
 */
import { readOwnDictionary } from "#content/dictionaries";
import { adminStyle } from "../app/admin/admin-style.ts";
import { adminBase } from "../server/admin/admin-paths.ts";
import { locales } from "../site/locales.ts";

/** What only the inbox has: its paths, its heading words in each language, its own class names. */
export function inboxMarkers(): string[] {
  const words = locales.flatMap((locale) => {
    try {
      const dictionary = readOwnDictionary(locale, "admin") as { brand: string; signIn: { title: string } };
      return [dictionary.brand, dictionary.signIn.title];
    } catch {
      return []; // the pseudo-locale has no files of its own
    }
  });
  const classes = [...new Set(adminStyle.match(/\.admin[a-z-]*/g) ?? [])].map((selector) => selector.slice(1));
  return [...locales.map((locale) => `${adminBase(locale)}/`), ...words, ...classes.filter((name) => name !== "admin")];
}

/** The markers found in a text a visitor downloads. */
export function inboxTraces(text: string, markers = inboxMarkers()): string[] {
  return markers.filter((marker) => text.includes(marker));
}
