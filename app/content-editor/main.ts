/**
 * The content editor (docs/content-editing.md): Sveltia CMS, configured from the English
 * dictionaries, with our own pages as its preview. Built as its own entry into `build/editor/`
 * (vite.editor.config.ts) and served at /admin/content by the Node server when CONTENT_EDITOR is
 * set (server/admin/content-editor.server.ts); no public page links to it or loads any of it.
 */
import CMS from "@sveltia/cms";
import siteStylesheet from "../styles/app.css?url";
import { webFontUrl } from "../styles/web-font.ts";
import { type EditorBackend, editorConfig, fileFormat } from "./editor-config.ts";
import { orderKeepingJson } from "./json-format.ts";
import { previewTemplate } from "./preview.tsx";

// The dictionaries as the build found them, by language and file: English's keys are the fields.
const dictionaries: Record<string, Record<string, object>> = {};
for (const [path, words] of Object.entries(
  import.meta.glob<object>("../../content/locales/*/*.json", { eager: true, import: "default" }),
)) {
  const [, locale = "", file = ""] = /\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  dictionaries[locale] = { ...dictionaries[locale], [file]: words };
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
for (const file of Object.keys(dictionaries.en ?? {})) {
  const template = previewTemplate(file, dictionaries);
  if (template) CMS.registerPreviewTemplate(file, template);
}
void CMS.init({ config: editorConfig(dictionaries.en ?? {}, settings.backend) });
