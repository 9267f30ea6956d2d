// The content editor's configuration (docs/content-editing.md): every key of the English dictionaries
// is a field, so a new key needs no configuration.
import type { CmsConfig, Field } from "@sveltia/cms";
import { copyLimit } from "../../content/copy-limits.ts";
import { defaultLocale, localeDefinition, locales } from "../../site/locales.ts";
import {
  collectionWords,
  type EditorLanguage,
  editorTitle,
  fileLabels,
  hintOf,
  keyAsWords,
  labelOf,
  saveNotes,
} from "./editor-words.ts";

/** Where the editor saves: a GitHub repository (through pull requests), or the browser (for trying it out and the tests). */
export type EditorBackend =
  | { readonly kind: "github"; readonly repo: string; readonly branch: string; readonly authUrl?: string }
  | { readonly kind: "test" };

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

/** The text a group is known by on its page, for naming it: its title, heading or name, else its first short text. */
const ownTitle = (group: Dictionary | undefined) =>
  [group?.title, group?.heading, group?.name, ...Object.values(group ?? {})].find(
    (value): value is string => typeof value === "string" && value.length <= 60,
  );

/** One field per key of an English dictionary, in the file's order, named in the editor's `language`. */
export function fieldsOf(
  file: string,
  dictionary: Dictionary,
  language: EditorLanguage,
  own: Dictionary | undefined = undefined,
  prefix = "",
  place: string | undefined = undefined,
): Field[] {
  return Object.entries(dictionary).map(([name, value]): Field => {
    const path = prefix ? `${prefix}.${name}` : name;
    const inner = own?.[name];
    const group = typeof inner === "object" && !Array.isArray(inner) ? (inner as Dictionary) : undefined;
    const isGroup = typeof value === "object" && !Array.isArray(value);
    const limit = isGroup ? undefined : copyLimit(file, path);
    const label = labelOf(file, path, language, { ownTitle: isGroup ? ownTitle(group) : undefined, place, limit });
    const hint = hintOf(file, path, typeof value === "string" ? value : "", language);
    const common = { name, label, ...(hint ? { hint } : {}), required: true, i18n: true } as const;
    if (typeof value === "string")
      return {
        ...common,
        widget: value.length > longText || value.includes("\n") ? "text" : "string",
        maxlength: limit,
      };
    if (Array.isArray(value))
      return { ...common, widget: "list", min: 1, field: { name: "item", label, widget: "string", maxlength: limit } };
    return {
      ...common,
      widget: "object",
      collapsed: false,
      fields: fieldsOf(file, value as Dictionary, language, group, path, label),
    };
  });
}

/** The editor's whole configuration: one entry per file of `dictionaries.en`. */
export function editorConfig(
  dictionaries: Readonly<Record<string, Readonly<Record<string, object>>>>,
  backend: EditorBackend,
  { language, logo }: { readonly language: EditorLanguage; readonly logo?: string },
): CmsConfig {
  const english = dictionaries.en ?? {};
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
    app_title: editorTitle[language],
    // Our logo on the sign-in page and the tab, instead of the editor's own.
    ...(logo ? { logo: { src: logo } } : {}),
    // No pictures to manage, so no Assets page: Sveltia needs a media folder unless a cloud
    // library is named, and a library named only to be turned off takes its place.
    media_libraries: { uploadcare: false },
    // Nothing to open on the live site from an entry: the dictionaries are not pages.
    show_preview_links: false,
    i18n: { structure: "multiple_files", locales: [...editedLocales], default_locale: defaultLocale },
    output: { json: { indent_style: "space", indent_size: 2 } },
    collections: [
      {
        name: "pages",
        label: collectionWords.label[language],
        label_singular: collectionWords.singular[language],
        description: saveNotes[backend.kind][language],
        i18n: true,
        files: Object.keys(english)
          .sort((a, b) => order(a) - order(b))
          .map((name) => ({
            name,
            label: fileLabels[name]?.[language] ?? keyAsWords(name),
            file: `content/locales/{{locale}}/${name}.json`,
            format: fileFormat,
            i18n: true,
            fields: fieldsOf(name, english[name] as Dictionary, language, dictionaries[language]?.[name] as Dictionary),
          })),
      },
    ],
  } as CmsConfig;
}
