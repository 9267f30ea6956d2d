// An enquiry as a visitor in Spanish might send it, for the delivery tests: each call a new id and
// address, with accents, an accented name and a line break that every channel must carry.
import { randomUUID } from "node:crypto";
import { type ContactField, contactFieldDefinitions, contactFields, contactLimits } from "../../site/contact-fields.ts";
import type { NewEnquiry } from "../storage/store.server.ts";

export function sampleEnquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    id: randomUUID(),
    createdAt: Date.now(),
    locale: "es",
    // Every field filled, the ones below with what they are.
    ...Object.fromEntries(contactFields.map((field) => [field, "Estadio Azteca / Directora de boletaje"])),
    name: "Zoë Ñandú",
    email: `zoe.${randomUUID().slice(0, 6)}@example.com`,
    interest: "Pases de temporada para 80 000 aficionados.\nY reventa con reglas.",
    ...overrides,
  } as NewEnquiry;
}

/** What a visitor sends: sampleEnquiry's fields, with `overrides`; and as JSON. */
export function sampleFields(overrides: Partial<Record<ContactField, string>> = {}): Record<ContactField, string> {
  const { id: _, createdAt: __, locale: ___, ...fields } = sampleEnquiry(overrides);
  return fields;
}
export const enquiryBody = (overrides: Partial<Record<ContactField, string>> = {}) =>
  JSON.stringify(sampleFields(overrides));

/** A field at its bound in 4-byte characters, the widest a character gets in UTF-8. */
export const wide = (count: number) => "😀".repeat(count);

/**
 * The largest valid enquiry: every field at its bound in 4-byte characters, and the longest valid
 * address with `local` (one character) repeated through its local part.
 */
export function largestEnquiry(local: string): Record<ContactField, string> {
  const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(contactLimits.email - 64 - 1 - 128)}`;
  const value = ({ input, limit }: (typeof contactFieldDefinitions)[number]) =>
    input === "email" ? `${local.repeat(64)}@${domain}` : wide(limit);
  return Object.fromEntries(contactFieldDefinitions.map((field) => [field.name, value(field)])) as Record<
    ContactField,
    string
  >;
}
