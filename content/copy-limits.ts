/**
 * The longest each text may be, in characters (Unicode code points), in every language: the first
 * rule whose pattern matches "file:path" ("home:hero.heading1"; a list's items by the list's path)
 * gives it, else 500. `locales.test.ts` fails a dictionary with a longer text, and the content editor names
 * each field with its limit and refuses a longer text (app/content-editor/editor-config.ts).
 */
const rules: readonly (readonly [RegExp, number])[] = [
  // What search engines show of a page's title.
  [/^common:meta\.\w+\.title$/, 60],
  [/^common:meta\.\w+\.description$/, 200],
  // Two lines of the home page's banner.
  [/^home:hero\.heading\d$/, 55],
  [/^home:hero\.subtitle$/, 220],
  [/[.:](cta|button|submit|seePlatform)$/, 40],
  [/[.:](eyebrow|label|name)$/, 50],
  [/[.:](title|heading)$/, 80],
  [/[.:](imageAlt|alt)$/, 150],
  [/[.:](lead|subtitle|description|intro)$/, 300],
];

/** The limit of the text at `path` (plural forms and list items by their key) in `file`'s dictionary. */
export function copyLimit(file: string, path: string): number {
  const key = `${file}:${path.replace(/\.\d+$/, "").replace(/_(zero|one|two|few|many|other)$/, "")}`;
  return rules.find(([pattern]) => pattern.test(key))?.[1] ?? 500;
}
