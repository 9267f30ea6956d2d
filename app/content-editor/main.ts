// The content editor (docs/content-editing.md): Sveltia CMS with our own pages as its preview.
import "./editor.css";
// Before Sveltia CMS reads its settings.
import "./stay-open.ts";
import CMS from "@sveltia/cms";
import logo from "../../public/favicon.svg?url";
import siteStylesheet from "../styles/app.css?url";
import { webFontUrl } from "../styles/web-font.ts";
import { type EditorBackend, editedLocales, editorConfig, fileFormat } from "./editor-config.ts";
import { closeWords, editorLanguage, saveNotes } from "./editor-words.ts";
import { orderKeepingJson } from "./json-format.ts";
import { previewTemplate } from "./preview.tsx";
import { showSaveNote } from "./save-note.ts";
import { openEntriesSideBySide } from "./side-by-side.ts";
import { seedTestRepository } from "./test-repository.ts";

// The dictionaries as the build found them, as written (by repository path) and by language and
// file: English's keys are the fields.
const files: Record<string, string> = {};
const dictionaries: Record<string, Record<string, object>> = {};
for (const [path, text] of Object.entries(
  import.meta.glob<string>("../../content/locales/*/*.json", { eager: true, query: "?raw", import: "default" }),
)) {
  const [, locale = "", file = ""] = /\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  files[`content/locales/${locale}/${file}.json`] = text;
  dictionaries[locale] = { ...dictionaries[locale], [file]: JSON.parse(text) as object };
}

// Where it saves, which the server writes into the page from its configuration.
const settings = JSON.parse(document.getElementById("editor-settings")?.textContent ?? "null") as {
  backend: EditorBackend;
} | null;
if (!settings) throw new Error("The content editor's page carries no #editor-settings");

CMS.registerCustomFormat(fileFormat, "json", orderKeepingJson());
CMS.registerPreviewStyle(siteStylesheet);
// The pages load Inter themselves once they have painted (web-font.ts); the preview has it at once.
// The editor hands this style over as a blob: URL, against which only an absolute URL resolves.
CMS.registerPreviewStyle(
  `@font-face{font-family:"Inter Variable";src:url(${new URL(webFontUrl, location.href).href}) format("woff2");font-weight:100 900;font-display:swap}`,
  { raw: true },
);
const language = editorLanguage(localStorage.getItem("sveltia-cms.prefs"), navigator.languages);
for (const file of Object.keys(dictionaries.en ?? {})) {
  const template = previewTemplate(file, dictionaries, language);
  if (template) CMS.registerPreviewTemplate(file, template);
}
const { kind } = settings.backend;
CMS.registerEventListener({
  name: "postSave",
  handler: () => showSaveNote(saveNotes[kind][language], closeWords[language], language),
});
openEntriesSideBySide(editedLocales, language);
// A browser that cannot write that folder (no writable origin private file system) starts empty.
if (kind === "test")
  await seedTestRepository(files).catch((error: unknown) => {
    console.warn("The test backend could not be given the site's words:", error);
  });
void CMS.init({ config: editorConfig(dictionaries, settings.backend, { language, logo }) });
