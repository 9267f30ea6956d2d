/**
 * The content editor's configuration (docs/content-editing.md), generated from the English
 * dictionaries: every key of `content/locales/en/{namespace}.json` is a field, so a key added to
 * English is a field the next build, with no configuration to edit. English and Spanish are edited
 * as one entry, side by side (`{{locale}}` in each file's path).
 *
 * Pure: the browser passes the dictionaries its bundle holds, the unit test the ones on disk.
 */
import type { CmsConfig, Field } from "@sveltia/cms";
import { defaultLocale, localeDefinition, locales } from "../../site/locales.ts";

/** Where the editor saves: a GitHub repository (through pull requests), or the browser (for trying it out and the tests). */
export type EditorBackend =
  | { readonly kind: "github"; readonly repo: string; readonly branch: string; readonly authUrl?: string }
  | { readonly kind: "test" };

/**
 * What each file's words are for, as the editor lists them: grouped by the page that shows them. A
 * file missing here is listed under its own name.
 */
export const fileLabels: Readonly<Record<string, string>> = {
  common: "Every page: header, footer, shared words",
  home: "Home page",
  music: "Music and smart ticketing pages",
  sports: "Sports page",
  platform: "Platform page",
  download: "Download page",
  contact: "Contact page",
  legal: "Legal pages: headings and notes (the documents themselves are kept by developers)",
  pricing: "Pricing page and estimator",
  comparison: "Comparison page",
  consent: "Cookie banner and settings",
  art: "Pictures drawn in code: the dashboard and phone mock-ups",
  admin: "Team inbox (seen by staff only)",
};

/** The languages that have their own dictionaries (not the test build's pseudo-locale). */
export const editedLocales = locales.filter((locale) => !localeDefinition(locale).pseudoOf);

/** The files in the order of `fileLabels`, then any new one. */
const order = (name: string) => {
  const index = Object.keys(fileLabels).indexOf(name);
  return index < 0 ? Number.MAX_SAFE_INTEGER : index;
};

/** The dictionaries' file format: JSON, every key kept where the file has it (json-format.ts). */
export const fileFormat = "keystub-json";

/** Strings longer than this get a multi-line box. */
const longText = 90;

type Dictionary = { readonly [key: string]: string | readonly string[] | Dictionary };

/** "seePlatform" → "See platform", "heading1" → "Heading 1": a key as a label staff can read. */
export function labelOf(key: string): string {
  const words = key
    .replace(/_(one|other|many|few|two|zero)$/, " ($1)")
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One field per key of an English dictionary, in the file's order: nested objects are groups, lists of strings are lists. */
export function fieldsOf(dictionary: Dictionary): Field[] {
  return Object.entries(dictionary).map(([name, value]): Field => {
    const common = { name, label: labelOf(name), required: true, i18n: true } as const;
    if (typeof value === "string")
      return { ...common, widget: value.length > longText || value.includes("\n") ? "text" : "string" };
    if (Array.isArray(value))
      return { ...common, widget: "list", min: 1, field: { name: "item", label: labelOf(name), widget: "string" } };
    return { ...common, widget: "object", collapsed: false, fields: fieldsOf(value as Dictionary) };
  });
}

/** The key paths a field list edits ("hero.title", "dashboard.nav"), for the test that compares them with English's. */
export function keyPathsOf(fields: readonly Field[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    return "fields" in field && Array.isArray(field.fields) ? keyPathsOf(field.fields as Field[], path) : [path];
  });
}

/** The editor's whole configuration for `backend`, with one entry per namespace of `english`. */
export function editorConfig(english: Readonly<Record<string, object>>, backend: EditorBackend): CmsConfig {
  return {
    load_config_file: false,
    backend:
      backend.kind === "github"
        ? {
            name: "github",
            repo: backend.repo,
            branch: backend.branch,
            ...(backend.authUrl ? { base_url: backend.authUrl } : { auth_methods: ["token"] }),
          }
        : { name: "test-repo" },
    // Every save is a branch and a pull request for review; nothing is committed to the branch itself.
    ...(backend.kind === "github" ? { publish_mode: "editorial_workflow" } : {}),
    app_title: "Keystub content",
    media_folder: "public/uploads",
    i18n: { structure: "multiple_files", locales: [...editedLocales], default_locale: defaultLocale },
    output: { json: { indent_style: "space", indent_size: 2 } },
    collections: [
      {
        name: "pages",
        label: "Words on the site",
        label_singular: "Page",
        i18n: true,
        files: Object.keys(english)
          .sort((a, b) => order(a) - order(b))
          .map((name) => ({
            name,
            label: fileLabels[name] ?? labelOf(name),
            file: `content/locales/{{locale}}/${name}.json`,
            format: fileFormat,
            i18n: true,
            fields: fieldsOf(english[name] as Dictionary),
          })),
      },
    ],
  } as CmsConfig;
}
