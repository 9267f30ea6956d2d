// A field added to the definition (site/contact-fields.ts) and nowhere else: an optional phone,
// stored (no migration) and carried to the mail, the webhook's body, the CSV and the inbox's list,
// in both languages. The definition is passed in; everything else is the real code.
import { describe, expect, it } from "vitest";
import { renderAdminPage } from "../../app/admin/render.server.tsx";
import { contactFieldDefinitions, type FieldDefinitions } from "../../site/contact-fields.ts";
import { validateContact } from "../../site/contact-schema.ts";
import { locales } from "../../site/locales.ts";
import { findEnquiries } from "../admin/inbox-operations.server.ts";
import { loadContactConfig } from "../config.server.ts";
import { listEnquiries } from "../storage/operations.server.ts";
import type { NewEnquiry } from "../storage/store.server.ts";
import { freshStore } from "../storage/store-kinds.ts";
import { sampleEnquiry } from "../testing/sample-enquiry.ts";
import { csvField, enquiriesCsv } from "./export.server.ts";
import { enquiryMail, enquiryMailSettings } from "./mail.server.ts";
import { translate } from "./messages.server.ts";
import { webhookPayload } from "./webhooks.server.ts";

const phone = "+52 55 1234 5678";
const withPhone: FieldDefinitions = [
  ...contactFieldDefinitions.filter((field) => field.input !== "multiline"),
  { name: "phone", input: "text", limit: 40, optional: true, autocomplete: "tel" },
  ...contactFieldDefinitions.filter((field) => field.input === "multiline"),
];

describe("a field added to the definition", () => {
  const fresh = freshStore("sqlite");
  const enquiry = { ...sampleEnquiry(), phone } as NewEnquiry;

  it("is validated, and may be left out when optional", () => {
    expect(validateContact(sampleEnquiry(), withPhone)).toMatchObject({ ok: true, value: { phone: "" } });
    expect(validateContact({ ...enquiry, phone: "1".repeat(41) }, withPhone)).toEqual({
      ok: false,
      problems: { phone: "tooLong" },
    });
  });

  it("reaches the mail, the webhook's body with the keys it had, the CSV and the inbox", async () => {
    const mail = enquiryMail(enquiry, enquiryMailSettings(loadContactConfig({})), withPhone);
    expect(mail.text).toContain(`phone: ${phone}\n`);
    const { data } = JSON.parse(webhookPayload(enquiry, withPhone)) as { data: object };
    expect(Object.keys(data).join()).toBe("id,createdAt,locale,name,email,organization,phone,interest");
    expect(data).toMatchObject({ phone, organization: enquiry.organization });

    await fresh.store().submit({ enquiry, limits: [] });
    const [header, row] = enquiriesCsv(await fresh.store().read(() => listEnquiries()), withPhone).split("\r\n");
    expect(header).toContain('"organization","phone","interest"');
    expect(row).toContain(`${csvField(enquiry.organization)},${csvField(phone)},`);

    const found = await fresh
      .store()
      .read(() =>
        findEnquiries({ filter: { text: "", status: "all", locale: null, owner: null }, size: 10, fields: withPhone }),
      );
    for (const locale of locales) {
      const page = renderAdminPage(
        {
          kind: "inbox",
          locale,
          base: "/admin",
          otherLanguages: [],
          signedInAs: "ops@keystub.example",
          search: {
            text: "",
            status: "all",
            locale: "",
            total: 1,
            newer: null,
            older: null,
            narrowed: false,
            owner: "",
            owners: [],
          },
          locales,
          enquiries: found.enquiries,
          endpoints: [],
          audit: [],
        },
        translate(locale, "admin"),
        "/style.css",
      );
      expect(page).toContain(phone);
    }
  });
});
