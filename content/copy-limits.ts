// The longest each text may be, in code points: the first rule matching "file:path" gives it, else 500.
// locales.test.ts holds the dictionaries to it; the content editor names each field with it.
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
