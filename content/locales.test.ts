import { describe, expect, it } from "vitest";
import { leaves } from "../server/testing/dictionary-leaves.ts";
import { namespaces } from "../site/pages.ts";
import { copyLimit } from "./copy-limits.ts";
import { dictionaryFiles, readOwnDictionary } from "./dictionaries.ts";
import { loadLegalText } from "./legal/index.ts";
import { type LegalDocument, legalDates } from "./legal-dates.ts";
import { untranslatable } from "./untranslatable.ts";

// Every namespace in both languages: Spanish has exactly English's keys, the same placeholders and
// markup, and no string left in English.
// Spanish may need _many where English has only _other: a key's plural forms count as one key.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const keyOf = (path: string) => path.replace(pluralSuffix, "");

function isLeftInEnglish(english: string, spanish: string): boolean {
  if (english !== spanish) return false;
  // Placeholders, markup tags, and the legal markup's cross-references and link targets (markup.ts).
  let rest = spanish
    .replace(/\{\{[^}]*\}\}/g, " ")
    .replace(/<\/?\w+\s*\/?>/g, " ")
    .replace(/\[\[[^\]]*\]\]/g, " ")
    .replace(/\]\([^)]*\)/g, " ");
  for (const name of untranslatable) rest = rest.replaceAll(name, " ");
  return /\p{L}/u.test(rest);
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[0]).sort();

it("the left-in-English check flags an English sentence copied into Spanish and lets names, numbers and placeholders through", () => {
  const same = ["Contact Us", "Keystub for Fans", "Keystub", "Fan Passport", "{{value}} · NIL"];
  expect(same.map((text) => isLeftInEnglish(text, text))).toEqual([true, true, false, false, false]);
  expect(isLeftInEnglish("Contact Us", "Contáctanos")).toBe(false);
  const legal = "[[arbitration]] · {{email:PRIVACY_EMAIL}}";
  expect(isLeftInEnglish(legal, legal)).toBe(false);
});

const written = dictionaryFiles(["en", "es"]);

// The pages' namespaces, the words the pictures letter (art/words.ts) and the team's inbox (app/admin/).
describe.each([...namespaces, "art", "admin"])("the %s translations", (namespace) => {
  const english = new Map(leaves(readOwnDictionary("en", namespace)));
  const spanish = new Map(leaves(readOwnDictionary("es", namespace)));

  it("have the same keys in Spanish as in English", () => {
    const englishKeys = [...new Set([...english.keys()].map(keyOf))].sort();
    const spanishKeys = [...new Set([...spanish.keys()].map(keyOf))].sort();
    expect(spanishKeys).toEqual(englishKeys);
  });

  // The content editor saves a file as JSON.stringify with two spaces and a final newline
  // (docs/content-editing.md); a file kept in that form changes only where an edit changed it.
  it("are written in both languages exactly as the content editor writes them", () => {
    for (const locale of ["en", "es"] as const) {
      const text = written[`content/locales/${locale}/${namespace}.json`] ?? "";
      expect(text, `${locale}/${namespace}.json`).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    }
  });

  it("have no empty string, keep every placeholder and markup tag in Spanish, write dollars the language's way, fit every text within its limit (the content editor shows it) and leave no Spanish string in English, names aside", () => {
    const both = [...english, ...spanish];
    expect([
      ...both.filter(([, text]) => text.trim() === "").map(([key]) => `${key}: empty`),
      ...[...english]
        .filter(
          ([key, text]) =>
            spanish.has(key) && placeholders(text).join() !== placeholders(spanish.get(key) ?? "").join(),
        )
        .map(([key]) => `${key}: placeholders or markup differ`),
      // One way of writing dollars per language: "$42,000" in English, "USD 42,000" in Spanish.
      ...[...english.values()].filter((text) => /USD\s?\d/.test(text)),
      ...[...spanish.values()].filter((text) => /\$\s?\d/.test(text)),
      ...both
        .filter(([key, text]) => [...text].length > copyLimit(namespace, key))
        .map(([key, text]) => `${key}: ${[...text].length} > ${copyLimit(namespace, key)}`),
      ...[...english]
        .filter(([key, text]) => isLeftInEnglish(text, spanish.get(key) ?? ""))
        .map(([key, text]) => `${key} left in English: ${text}`),
    ]).toEqual([]);
  });
});

// Every string of a legal document by its path (intro.0.p, sections.scope.blocks.1.ul.2, ...); an
// `embed` names typed data the page renders, not text.
const legalStrings = (document: unknown) =>
  new Map(leaves(document).filter(([path]) => !/(^|\.)embed(\.|$)/.test(path)));

describe.each(Object.keys(legalDates) as LegalDocument[])("the Spanish %s document", (document) => {
  it("leaves no string identical to its English one, names aside", async () => {
    const english = legalStrings(await loadLegalText(document, "en"));
    const spanish = legalStrings(await loadLegalText(document, "es"));
    // Deletion check: the walk reached the text (hundreds of strings), not an empty shell.
    expect(english.size).toBeGreaterThan(20);
    expect([...english.keys()].filter((path) => spanish.has(path)).length).toBeGreaterThan(20);
    const leftInEnglish = [...english]
      .filter(([path, text]) => isLeftInEnglish(text, spanish.get(path) ?? ""))
      .map(([path, text]) => `${path}: ${text}`);
    expect(leftInEnglish).toEqual([]);
  });
});
