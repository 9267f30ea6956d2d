// An enquiry as a visitor in Spanish might send it, for the delivery tests: each call a new id and
// address, with accents, an accented name and a line break that every channel must carry.
import { randomUUID } from "node:crypto";
import type { NewEnquiry } from "../storage/store.server.ts";

export function sampleEnquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    id: randomUUID(),
    createdAt: Date.now(),
    locale: "es",
    name: "Zoë Ñandú",
    email: `zoe.${randomUUID().slice(0, 6)}@example.com`,
    organization: "Estadio Azteca / Directora de boletaje",
    interest: "Pases de temporada para 80 000 aficionados.\nY reventa con reglas.",
    ...overrides,
  };
}
