// The content editor's pages from the real server: served only when CONTENT_EDITOR is set, never
// indexed or cached as a page, with a policy of their own; the editor's files cached for a year and
// compressed; nothing else under its path, and nothing written.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { freePort } from "../testing/smtp-sink.ts";
import { contentEditorBase, editorPolicy, editorShell } from "./content-editor.server.ts";

const dataDir = mkdtempSync(join(tmpdir(), "keystub-editor-"));
let on: ServerProcess;
let off: ServerProcess;

beforeAll(async () => {
  [on, off] = await Promise.all([
    startServerProcess(await freePort(), { DATA_DIR: dataDir, CONTENT_EDITOR: "test" }),
    startServerProcess(await freePort(), { DATA_DIR: dataDir }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([on?.stop(), off?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the content editor", () => {
  it("is not served when CONTENT_EDITOR is unset", async () => {
    for (const path of [contentEditorBase, `${contentEditorBase}/`, `${contentEditorBase}/.vite/manifest.json`]) {
      const response = await fetch(`${off.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("editor-settings");
    }
  });

  it("is a page no search engine indexes and no cache keeps, with its own policy", async () => {
    const redirect = await fetch(`${on.url}${contentEditorBase}?x=1`, { redirect: "manual" });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get("location")).toBe(`${contentEditorBase}/?x=1`);

    const response = await fetch(`${on.url}${contentEditorBase}/`);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "x-robots-tag": "noindex, nofollow",
      "cache-control": "no-store",
      "x-frame-options": "DENY",
      "content-security-policy": editorPolicy({ kind: "test" }),
    });
    const page = await response.text();
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(
      JSON.parse(/<script type="application\/json" id="editor-settings">(.*?)<\/script>/.exec(page)?.[1] ?? ""),
    ).toEqual({ backend: { kind: "test" } });
    expect(page).not.toMatch(/<script>(?!<)/); // no inline script to run
  });

  it("serves its hashed files for a year, compressed, and nothing else under its path", async () => {
    const page = await (await fetch(`${on.url}${contentEditorBase}/`)).text();
    const entry = /<script type="module" src="([^"]+)"/.exec(page)?.[1];
    const script = await fetch(`${on.url}${entry}`, { headers: { "accept-encoding": "br" } });
    expect(script.status).toBe(200);
    expect(Object.fromEntries(script.headers)).toMatchObject({
      "content-type": expect.stringMatching(/^text\/javascript/),
      "content-encoding": "br",
      "cache-control": "public,max-age=31536000,immutable",
    });
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);

    for (const path of [
      `${contentEditorBase}/.vite/manifest.json`,
      `${contentEditorBase}/assets/nothing-here.js`,
      `${contentEditorBase}/../security-headers.json`,
      `${contentEditorBase}/%2e%2e/build-info.json`,
    ]) {
      expect((await fetch(`${on.url}${path}`)).status, path).toBe(404);
    }
    const post = await fetch(`${on.url}${contentEditorBase}/`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("leaves the site as it was: the same pages, and the inbox's paths still its own", async () => {
    for (const path of ["/", "/es", "/privacy"]) {
      const [a, b] = await Promise.all([fetch(`${on.url}${path}`), fetch(`${off.url}${path}`)]);
      expect(await a.text(), path).toBe(await b.text());
    }
    expect((await fetch(`${on.url}/admin/contents`)).status).toBe(404);
  });
});

describe("the editor's page", () => {
  // That it names the built entry: the server's test above fetches that script.
  it("says where it saves, with no value able to end its data block", () => {
    const page = editorShell(join("build", "editor"), {
      kind: "github",
      repo: "keystub/website",
      branch: "</script><script>alert(1)</script>",
    });
    expect(page).not.toContain("</script><script>alert");
    expect(page).toContain("\\u003c/script>");
  });

  it("lets the editor reach GitHub only when it saves there", () => {
    expect(editorPolicy({ kind: "test" })).not.toContain("github");
    const github = editorPolicy({ kind: "github", repo: "a/b", branch: "main", authUrl: "https://auth.example" });
    expect(github).toMatch(/connect-src 'self' data: blob: https:\/\/api\.github\.com .*https:\/\/auth\.example/);
    expect(github).toContain("frame-ancestors 'none'");
    expect(github).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
