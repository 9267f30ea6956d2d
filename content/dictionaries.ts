// The translation files (content/locales/{language}/{namespace}.json) as the Node side reads them:
// the contact function's messages, the Vite plugin that serves and emits them, and the tests. One
// reader, so every one of them sees the same words, the test-only pseudo-locale included. (The
// prerender bundles them through Vite instead: app/i18n/bundles.server.ts.)
import { readFileSync } from "node:fs";
import type { Locale } from "../site/locales.ts";
import { dictionaryFor } from "../site/pseudo-localize.ts";

const root = new URL("./locales/", import.meta.url);

/** One language's file of a namespace as written, for a language that has its own files. */
export function readOwnDictionary(locale: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`${locale}/${namespace}.json`, root), "utf8")) as Record<string, unknown>;
}

/** A namespace's words in a language the site is built in (the pseudo-locale made from English). */
export function readDictionary(locale: Locale, namespace: string): object {
  return dictionaryFor(locale, (own) => readOwnDictionary(own, namespace));
}
