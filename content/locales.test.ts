import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "../site/locales.ts";
import { namespaces } from "../site/pages.ts";

const root = new URL("./locales/", import.meta.url).pathname;

type Dictionary = Record<string, string>;

function flatten(node: unknown, prefix = "", into: Dictionary = {}): Dictionary {
  for (const [key, value] of Object.entries(node as object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into[path] = value;
    else flatten(value, path, into);
  }
  return into;
}

function load(locale: string, namespace: string): Dictionary {
  return flatten(JSON.parse(readFileSync(join(root, locale, `${namespace}.json`), "utf8")));
}

const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the translation files", () => {
  it("exist for every namespace in both languages, and no others", () => {
    for (const locale of locales) {
      const files = readdirSync(join(root, locale)).map((file) => file.replace(/\.json$/, ""));
      expect(files.sort()).toEqual([...namespaces].sort());
    }
  });

  for (const namespace of namespaces) {
    it(`${namespace}: Spanish and English have the same keys, none empty, with the same placeholders`, () => {
      const en = load("en", namespace);
      const es = load("es", namespace);
      const plural = /_(zero|one|two|few|many|other)$/;
      const singular = (keys: string[]) => [...new Set(keys.map((key) => key.replace(plural, "")))].sort();
      expect(singular(Object.keys(es))).toEqual(singular(Object.keys(en)));
      for (const [key, value] of Object.entries({ ...en, ...es })) expect(value.trim(), key).not.toBe("");
      for (const key of Object.keys(en).filter((k) => !plural.test(k))) {
        expect(placeholders(es[key] ?? ""), key).toEqual(placeholders(en[key] ?? ""));
      }
      // Spanish plural categories (CLDR): one, many, other.
      for (const key of Object.keys(es).filter((k) => k.endsWith("_other"))) {
        const stem = key.slice(0, -"_other".length);
        expect(es[`${stem}_one`], `${key}: _one`).toBeDefined();
        expect(es[`${stem}_many`], `${key}: _many`).toBeDefined();
      }
    });
  }
});

describe("the keys the code uses", () => {
  const sources = readdirSync(new URL("../app/", import.meta.url).pathname, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"))
    .map((file) => ({ file, code: readFileSync(new URL(`../app/${file}`, import.meta.url), "utf8") }));
  const english = Object.fromEntries(namespaces.map((namespace) => [namespace, load("en", namespace)]));

  it("exist in the namespaces each file asks for", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const { file, code } of sources) {
      const declared = [...code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|"[^"]*")?/g)].flatMap((match) =>
        match[1] ? [...match[1].matchAll(/"([^"]+)"/g)].map((m) => m[1] as string) : ["common"],
      );
      const fileNamespaces = declared.length ? declared : ["common"];
      for (const [, key] of code.matchAll(/\bt\(\s*"([^"]+)"/g)) {
        if (!key) continue;
        checked++;
        const [namespace, path] = key.includes(":") ? key.split(":") : [undefined, key];
        const candidates = namespace ? [namespace] : fileNamespaces;
        const found = candidates.some((ns) =>
          Object.keys(english[ns] ?? {}).some((k) => k === path || k.startsWith(`${path}_`)),
        );
        if (!found) missing.push(`${file}: ${key}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
