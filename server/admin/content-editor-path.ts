// Where the content editor lives. Apart from content-editor.server.ts, so that the build's checks
// can name its path without loading the editor's server code.

/** The editor's page is at this path's folder (`/admin/content/`), its files under it. */
export const contentEditorBase = "/admin/content";
