import { describe, expect, it } from "vitest";
import { renderAdminPage } from "../app/admin/render.server.tsx";
import { translate } from "../server/contact/messages.server.ts";
import { locales } from "../site/locales.ts";
import { inboxMarkers, inboxTraces } from "./inbox-traces.ts";

describe("the traces of the team's inbox", () => {
  it("are found in each of its pages, in every language", () => {
    for (const locale of locales) {
      const html = renderAdminPage(
        { kind: "signIn", locale, base: locale === "en" ? "/admin" : `/${locale}/admin`, otherLanguages: [] },
        translate(locale, "admin"),
        "/assets/styles.css",
      );
      expect(inboxTraces(html).length, locale).toBeGreaterThan(2);
    }
  });

  it("name its paths, its words and its class names, none of which a public page has", () => {
    const markers = inboxMarkers();
    expect(markers).toEqual(expect.arrayContaining(["/admin/", "/es/admin/", "Enquiries inbox", "admin-enquiry"]));
    expect(inboxTraces('<a href="/es/musica">Música</a><a href="/contact">Contact</a>')).toEqual([]);
  });
});
