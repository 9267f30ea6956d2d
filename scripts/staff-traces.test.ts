import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderAdminPage } from "../app/admin/render.server.tsx";
import { editorShell } from "../server/admin/content-editor.server.ts";
import { translate } from "../server/contact/messages.server.ts";
import { locales } from "../site/locales.ts";
import { staffMarkers, staffTraces } from "./staff-traces.ts";

describe("the traces of the team's tools", () => {
  it("are found in each of its pages, in every language", () => {
    for (const locale of locales) {
      const html = renderAdminPage(
        { kind: "signIn", locale, base: locale === "en" ? "/admin" : `/${locale}/admin`, otherLanguages: [] },
        translate(locale, "admin"),
        "/assets/styles.css",
      );
      expect(staffTraces(html).length, locale).toBeGreaterThan(2);
    }
  });

  it("are found in the content editor's page", () => {
    const page = editorShell(join("build", "editor"), { kind: "test" });
    expect(staffTraces(page)).toEqual(expect.arrayContaining(["/admin/content", "editor-settings", "Keystub content"]));
  });

  it("name their paths, words and class names, none of which a public page has", () => {
    const markers = staffMarkers();
    expect(markers).toEqual(expect.arrayContaining(["/admin/", "/es/admin/", "Enquiries inbox", "admin-enquiry"]));
    expect(staffTraces('<a href="/es/musica">Música</a><a href="/contact">Contact</a>')).toEqual([]);
  });
});
