import type { Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { dictionaryFiles } from "#content/dictionaries";
import { editorConfig, fieldsOf, keyPathsOf, labelOf } from "./editor-config.ts";

// The English dictionaries on disk, by file: what the editor's build finds.
const english = Object.fromEntries(
  Object.entries(dictionaryFiles(["en"])).map(([path, text]) => [
    path.replace(/^.*\/([^/]+)\.json$/, "$1"),
    JSON.parse(text) as object,
  ]),
);

/** Every key path of a dictionary: strings and lists of strings are leaves. */
function keyPaths(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" || Array.isArray(value) ? [path] : keyPaths(value as object, path);
  });
}

const github = { kind: "github", repo: "keystub/website", branch: "main" } as const;

type FileEntry = { name: string; file: string; fields: Field[]; i18n: boolean };
const filesOf = (config: ReturnType<typeof editorConfig>) =>
  (config.collections as unknown as { files: FileEntry[] }[])[0]?.files ?? [];

describe("the content editor's configuration", () => {
  const files = filesOf(editorConfig(english, github));

  it("has one entry per English file, whose path names both languages' files", () => {
    expect(files.map((file) => file.name).sort()).toEqual(Object.keys(english).sort());
    for (const file of files) expect(file.file).toBe(`content/locales/{{locale}}/${file.name}.json`);
  });

  it("has exactly English's keys as fields, in every file", () => {
    for (const file of files)
      expect(keyPathsOf(file.fields), file.name).toEqual(keyPaths(english[file.name] as object));
  });

  it("adds a field for a key added to English, with no configuration edited", () => {
    const grown = { ...english, home: { ...(english.home as object), banner: { title: "New" } } };
    const home = filesOf(editorConfig(grown, github)).find((file) => file.name === "home");
    expect(keyPathsOf(home?.fields ?? [])).toContain("banner.title");
  });

  it("requires every field in every language and translates each", () => {
    const all = (fields: readonly Field[]): Field[] =>
      fields.flatMap((field) => ("fields" in field && Array.isArray(field.fields) ? all(field.fields) : [field]));
    for (const field of files.flatMap((file) => all(file.fields))) {
      expect(field).toMatchObject({ required: true, i18n: true });
    }
  });

  it("saves to GitHub through pull requests only, and to the browser for the test backend", () => {
    const config = editorConfig(english, github);
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "keystub/website",
      branch: "main",
      auth_methods: ["token"],
    });
    const withOAuth = editorConfig(english, { ...github, authUrl: "https://auth.keystub.example" });
    expect(withOAuth.backend).toMatchObject({ base_url: "https://auth.keystub.example" });
    expect(editorConfig(english, { kind: "test" }).backend).toEqual({ name: "test-repo" });
    expect(config.i18n).toMatchObject({ locales: ["en", "es"], default_locale: "en" });
  });
});

describe("fields", () => {
  it("are one-line boxes for short strings, multi-line for long ones, lists for lists and groups for objects", () => {
    const fields = fieldsOf({ a: "short", b: "x".repeat(200), c: ["one", "two"], d: { e: "inner" } });
    expect(fields.map((field) => field.widget)).toEqual(["string", "text", "list", "object"]);
  });

  it("are labelled in words", () => {
    expect(labelOf("seePlatform")).toBe("See platform");
    expect(labelOf("heading1")).toBe("Heading 1");
    expect(labelOf("count_other")).toBe("Count (other)");
  });
});
