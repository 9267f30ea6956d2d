import { type Locale, sourceLocale } from "./locales.ts";

/**
 * The pseudo-locale's text (docs/i18n.md): its source language's, every letter accented and each
 * string in brackets, "[Ŵåļļéţ ƥåššéš]". Anything shown without passing through a dictionary
 * stays plain and stands out; a string cut off by its box loses its closing bracket.
 * Placeholders ({{count}}), nesting ($t(key)) and the tags <Trans> fills in (<0>, </strong>) are kept.
 */
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

/**
 * A language's dictionary for a namespace, given a way to read a language's own file: the file
 * itself, or for a pseudo-locale its source's, pseudo-localized.
 */
export function dictionaryFor<Dictionary extends object>(
  locale: Locale,
  read: (locale: Locale) => Dictionary,
): Dictionary {
  const source = sourceLocale(locale);
  return source === locale ? read(locale) : (pseudoLocalizeValue(read(source)) as Dictionary);
}
