import { readFileSync } from "node:fs";
import type { Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { dictionaryFiles } from "#content/dictionaries";
import { copyLimit } from "../../content/copy-limits.ts";
import { leaves } from "../../server/testing/dictionary-leaves.ts";
import { editorConfig, fieldsOf } from "./editor-config.ts";
import { editorLanguage, editorSpanish, hintOf, keyWords, labelOf } from "./editor-words.ts";

// The dictionaries on disk, by language and file: what the editor's build finds.
const byFile = (locale: string) =>
  Object.fromEntries(
    Object.entries(dictionaryFiles([locale])).map(([path, text]) => [
      path.replace(/^.*\/([^/]+)\.json$/, "$1"),
      JSON.parse(text) as object,
    ]),
  );
const english = byFile("en");
const dictionaries = { en: english, es: byFile("es") };

/** Every key path of a dictionary, a list of strings being one ("dashboard.nav"). */
const keyPaths = (node: object) => [...new Set(leaves(node).map(([path]) => path.replace(/(\.\d+)+$/, "")))];

/** The key paths a field list edits ("hero.title", "dashboard.nav"). */
function keyPathsOf(fields: readonly Field[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    return "fields" in field && Array.isArray(field.fields) ? keyPathsOf(field.fields as Field[], path) : [path];
  });
}

const github = { kind: "github", repo: "keystub/website", branch: "main" } as const;

type FileEntry = { name: string; label: string; file: string; fields: Field[]; i18n: boolean };
const filesOf = (config: ReturnType<typeof editorConfig>) =>
  (config.collections as unknown as { files: FileEntry[] }[])[0]?.files ?? [];
const filesIn = (language: "en" | "es") => filesOf(editorConfig(dictionaries, github, { language }));

describe("the content editor's configuration", () => {
  const files = filesIn("en");

  it("has one entry per English file, whose path names both languages' files, with exactly English's keys as fields", () => {
    expect(files.map((file) => file.name).sort()).toEqual(Object.keys(english).sort());
    for (const file of files) {
      expect(file.file).toBe(`content/locales/{{locale}}/${file.name}.json`);
      expect(keyPathsOf(file.fields), file.name).toEqual(keyPaths(english[file.name] as object));
    }
  });

  it("adds a field for a key added to English, with no configuration edited", () => {
    const grown = { ...english, home: { ...(english.home as object), banner: { title: "New" } } };
    const home = filesOf(editorConfig({ en: grown }, github, { language: "en" })).find((file) => file.name === "home");
    expect(keyPathsOf(home?.fields ?? [])).toContain("banner.title");
  });

  it("requires every field in every language and translates each, under a name the editor accepts", () => {
    const all = (fields: readonly Field[]): Field[] =>
      fields.flatMap((field) => [
        field,
        ...("fields" in field && Array.isArray(field.fields) ? all(field.fields) : []),
      ]);
    for (const field of files.flatMap((file) => all(file.fields))) {
      // Sveltia CMS refuses to start on a field name with spaces, dots or other special characters.
      expect(field.name).toMatch(/^[\w-]+$/);
      if (!("fields" in field)) expect(field).toMatchObject({ required: true, i18n: true });
    }
  });

  // The test backend, which saves in the browser, is tests/e2e/content-editor.spec.ts's.
  it("saves to GitHub through pull requests only", () => {
    expect(editorConfig(dictionaries, github, { language: "en" })).toMatchObject({
      publish_mode: "editorial_workflow",
      backend: { name: "github", repo: "keystub/website", branch: "main", auth_methods: ["token"] },
      i18n: { locales: ["en", "es"], default_locale: "en" },
    });
    const withOAuth = { ...github, authUrl: "https://auth.keystub.example" };
    expect(editorConfig(dictionaries, withOAuth, { language: "en" }).backend).toMatchObject({
      base_url: withOAuth.authUrl,
    });
  });
});

describe("fields", () => {
  it("are one-line boxes for short strings, multi-line for long ones, lists for lists and groups for objects", () => {
    const fields = fieldsOf("x", { a: "short", b: "x".repeat(200), c: ["one", "two"], d: { e: "inner" } }, "en");
    expect(fields.map((field) => field.widget)).toEqual(["string", "text", "list", "object"]);
  });

  // That the editor shows these names and hints, in both of its languages, is tests/e2e/content-editor.spec.ts's.
  it("are named in the editor's language, by the table, then by the key's meaning, then by the group's title", () => {
    expect(labelOf("home", "highlights.title", "es")).toBe("Título");
    expect(labelOf("home", "platform.stats.count_other", "en")).toBe("Count (for several)");
    expect(labelOf("music", "smartAccess", "es", { ownTitle: "Acceso inteligente" })).toBe("«Acceso inteligente»");
    expect(labelOf("music", "smartAccess", "en")).toBe("Smart access");
  });

  it("name a text for its place, with the limit the dictionaries' check holds it to", () => {
    const allIn = (language: "en" | "es") => {
      const pricing = filesIn(language).find((file) => file.name === "pricing")?.fields;
      const highlights = pricing?.find((field) => field.name === "highlights") as { fields: Field[] };
      return (highlights.fields.find((field) => field.name === "allIn") as { fields: Field[] }).fields;
    };
    expect(allIn("en").map((field) => field.label)).toEqual([
      "«All-in fees»: title (max. 80 characters)",
      "«All-in fees»: text (max. 500 characters)",
    ]);
    const spanish = dictionaries.es.pricing as { highlights: { allIn: { title: string } } };
    expect(allIn("es")[0]).toMatchObject({
      label: `«${spanish.highlights.allIn.title}»: título (máx. 80 caracteres)`,
      maxlength: 80,
    });
    expect(copyLimit("common", "meta.home.title")).toBe(60);
    expect(labelOf("common", "meta.home.title", "es", { limit: 60 })).toBe("Título (máx. 60 caracteres)");
  });

  it("hint at the placeholders and markup of the English value, in the editor's language", () => {
    expect(hintOf("admin", "inbox.count_one", "{{count}} enquiry, {{count}} more at <strong>x</strong>", "es")).toBe(
      "Deja {{count}} tal cual (puedes moverlo dentro de la frase): la web pone ahí un número, una fecha o un nombre. Conserva <strong>…</strong> alrededor de las palabras que marca.",
    );
    expect(hintOf("home", "hero.subtitle", "Plain words", "es")).toBe(keyWords["home:hero.subtitle"]?.hint?.es);
    expect(hintOf("music", "hero.cta", "Plain words", "en")).toBe("A few words: it is a button.");
    expect(hintOf("music", "hero.title", "Plain words", "en")).toBeUndefined();
    expect(hintOf("common", "meta.home.title", "Keystub", "en")).toBeUndefined();
  });
});

describe("the editor's language", () => {
  it("is the one chosen in its settings, else the browser's first it speaks, else English", () => {
    expect(editorLanguage(null, ["es-ES", "en"])).toBe("es");
    expect(editorLanguage(null, ["fr-FR", "es"])).toBe("es");
    expect(editorLanguage(null, ["fr-FR"])).toBe("en");
    expect(editorLanguage('{"locale":"en-US"}', ["es-ES"])).toBe("en");
    expect(editorLanguage('{"locale":"auto"}', ["es-ES"])).toBe("es");
    expect(editorLanguage("not json", ["es-ES"])).toBe("es");
  });
});

describe("the editor's own words in Spanish", () => {
  it("are for words its English has and its Spanish leaves out", () => {
    const read = (file: string) =>
      JSON.parse(readFileSync(`node_modules/@sveltia/cms/locales/${file}.json`, "utf8")) as Record<string, object>;
    const [english, spanish] = [read("en-US"), read("es-CO")];
    const at = (node: object, path: string) =>
      path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], node);
    for (const path of keyPaths(editorSpanish)) {
      expect(at(english, path), path).toBeTypeOf("string");
      expect(at(spanish, path), path).toBeUndefined();
    }
  });
});
