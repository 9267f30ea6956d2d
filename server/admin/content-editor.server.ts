/** The content editor's pages (docs/content-editing.md): they hold no secret; GitHub decides who may save. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import express, { type Router } from "express";
import sirv from "sirv";
import type { EditorBackend } from "../../app/content-editor/editor-config.ts";
import { cspValue } from "../../site/content-security-policy.ts";
import { commonSecurityHeaders } from "../../site/security-headers.ts";
import { plain } from "../http.server.ts";
import { contentEditorBase } from "./admin-paths.ts";

export { contentEditorBase };

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
}

/** The editor's page: its settings as JSON data (never run), its stylesheets and its script. */
export function editorShell(editorDir: string, backend: EditorBackend): string {
  const manifestPath = join(editorDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`no entry in ${manifestPath}`);
  const asset = (file: string) => `${contentEditorBase}/${file}`;
  // JSON in a data block: "<" escaped so no value can end the element.
  const settings = JSON.stringify({ backend }).replaceAll("<", "\\u003c");
  const styles = (entry.css ?? []).map((file) => `<link rel="stylesheet" href="${asset(file)}">\n`).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Keystub content</title>
${styles}<script type="application/json" id="editor-settings">${settings}</script>
<script type="module" src="${asset(entry.file)}"></script>
</head>
<body></body>
</html>
`;
}

/**
 * Sveltia CMS styles inline, hands its preview blob: styles, decodes pictures with WebAssembly and
 * sets the preview's `<base href>` here: allowed on this page only; no inline script runs.
 */
export function editorPolicy(backend: EditorBackend): string {
  const github =
    backend.kind === "github"
      ? ["https://api.github.com", "https://*.githubusercontent.com", ...(backend.authUrl ? [backend.authUrl] : [])]
      : [];
  return cspValue({
    "script-src": ["'self'", "'wasm-unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'", "blob:"],
    "img-src": ["'self'", "data:", "blob:", ...github],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", "data:", "blob:", ...github],
    "frame-src": ["'self'", "blob:", "about:"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "base-uri": ["'self'"],
  });
}

export function createContentEditor(editorDir: string, backend: EditorBackend): Router {
  const shell = Buffer.from(editorShell(editorDir, backend));
  const headers = {
    ...commonSecurityHeaders,
    "Content-Security-Policy": editorPolicy(backend),
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": "no-store",
  };
  const router = express.Router({ caseSensitive: true, strict: true });
  router.use((request, response, next) =>
    request.method === "GET" || request.method === "HEAD" ? next() : plain(response, 405, { Allow: "GET, HEAD" }),
  );
  router.get(contentEditorBase, (request, response) => {
    const query = request.originalUrl.indexOf("?");
    const location = `${contentEditorBase}/${query === -1 ? "" : request.originalUrl.slice(query)}`;
    response.writeHead(308, { ...headers, Location: location }).end();
  });
  router.get(`${contentEditorBase}/`, (request, response) => {
    response.writeHead(200, { ...headers, "Content-Type": "text/html; charset=utf-8", "Content-Length": shell.length });
    response.end(request.method === "HEAD" ? undefined : shell);
  });
  // The editor's hashed files, with the precompressed copies the build wrote beside them.
  const files = sirv(editorDir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    immutable: true,
    maxAge: 31_536_000,
    dotfiles: false,
    setHeaders: (response) => {
      response.setHeader("X-Content-Type-Options", "nosniff");
      response.setHeader("X-Robots-Tag", "noindex, nofollow");
      response.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    },
  });
  router.use(contentEditorBase, files, (_request, response) => plain(response, 404));
  return router;
}
