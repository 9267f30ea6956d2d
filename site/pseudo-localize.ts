import { type Locale, sourceLocale } from "./locales.ts";

// Every letter accented and each string bracketed, so text shown without a dictionary stands out and a
// cut-off string loses its bracket. Placeholders, nesting and <Trans> tags are kept.
const accents: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."åƀçđéƒĝĥîĵķļɱñöƥǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖƤǪŔŠŢÛṼŴẊÝŽ"][index] as string,
  ]),
);

const kept = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[\w-]+\s*\/?>)/;

export function pseudoLocalizeText(text: string): string {
  const parts = text
    .split(kept)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter)));
  return `[${parts.join("")}]`;
}

function pseudoLocalizeValue(value: unknown): unknown {
  if (typeof value === "string") return pseudoLocalizeText(value);
  if (Array.isArray(value)) return value.map(pseudoLocalizeValue);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, pseudoLocalizeValue(entry)]));
  return value;
}

/** A language's dictionary for a namespace; for a pseudo-locale, its source's pseudo-localized. */
export function dictionaryFor<Dictionary extends object>(
  locale: Locale,
  read: (locale: Locale) => Dictionary,
): Dictionary {
  const source = sourceLocale(locale);
  return source === locale ? read(locale) : (pseudoLocalizeValue(read(source)) as Dictionary);
}
