// The content editor's page, as the server renders it; the real server's answers under its path
// are main.test.ts's.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorPolicy, editorShell } from "./content-editor.server.ts";

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
