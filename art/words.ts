import { readOwnDictionary } from "../content/dictionaries.ts";
import type { Locale } from "../site/locales.ts";

/**
 * The words the pictures letter (the dashboard, the store badges, the Open Graph cards), from each
 * language's dictionaries (content/locales/{lng}/art.json), like every other visible string. The
 * renderer runs in Node at build time; the browser never loads this namespace.
 */
export type ArtWords = typeof import("../content/locales/en/art.json");

const cache = new Map<Locale, ArtWords>();

export function artWords(locale: Locale): ArtWords {
  let words = cache.get(locale);
  if (!words) {
    words = readOwnDictionary(locale, "art") as ArtWords;
    cache.set(locale, words);
  }
  return words as ArtWords;
}
