// An enquiry as a visitor in Spanish might send it, for the delivery tests: each call a new id and
// address, with accents, an accented name and a line break that every channel must carry.
import { randomUUID } from "node:crypto";
import { contactFields } from "../../site/contact-fields.ts";
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
