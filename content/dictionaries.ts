// The translation files, read here and nowhere else, so that the prerender, the contact function, the
// tests and the build's checks all see the same words.
import { readdirSync, readFileSync } from "node:fs";
import type { Locale } from "../site/locales.ts";
import { dictionaryFor } from "../site/pseudo-localize.ts";

const root = new URL("./locales/", import.meta.url);

/** One language's file of a namespace as written, for a language that has its own files. */
export function readOwnDictionary(locale: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`${locale}/${namespace}.json`, root), "utf8")) as Record<string, unknown>;
}

/** Every translation file of `locales` as written, by its repository path: what the content editor saves. */
export function dictionaryFiles(locales: readonly string[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const locale of locales)
    for (const file of readdirSync(new URL(`${locale}/`, root))
      .filter((name) => name.endsWith(".json"))
      .sort())
      files[`content/locales/${locale}/${file}`] = readFileSync(new URL(`${locale}/${file}`, root), "utf8");
  return files;
}

/** A namespace's words in a language the site is built in (the pseudo-locale made from English). */
export function readDictionary(locale: Locale, namespace: string): object {
  return dictionaryFor(locale, (own) => readOwnDictionary(own, namespace));
}
