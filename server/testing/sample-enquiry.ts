// An enquiry as a visitor in Spanish might send it, for the delivery tests: each call a new id and
// address, with accents, an accented name and a line break that every channel must carry; and the
// POST that sends one to the contact function.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { type ContactField, contactFieldDefinitions, contactFields, contactLimits } from "../../site/contact-fields.ts";
import { contactFunctionPath } from "../../site/contact-schema.ts";
import { openStore } from "../storage/open-store.server.ts";
import type { NewEnquiry } from "../storage/store.server.ts";
import type { TestDatabase } from "../storage/test-databases.ts";
import { patienceMs } from "./server-process.ts";

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

/** A POST to the contact function at `origin`, as the site's script sends it: `body` as JSON unless text or bytes. */
export const postEnquiry = (origin: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${contactFunctionPath}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body),
  });

/** Sends sampleFields(`overrides`) and returns the id the function acknowledged. */
export async function submitEnquiry(origin: string, overrides: Partial<Record<ContactField, string>> = {}) {
  const response = await postEnquiry(origin, sampleFields(overrides));
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

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

/** Waits until the store at `env` records every enquiry's e-mail and webhooks sent. */
export async function allRecordedSent(env: TestDatabase["env"]): Promise<void> {
  const store = await openStore({ ...env, STORAGE_TIMEOUT_MS: patienceMs });
  const unsent = async () =>
    (await store.list()).filter(
      (record) => record.delivery.status !== "sent" || record.webhooks.some((hook) => hook.status !== "sent"),
    ).length;
  try {
    await expect.poll(unsent, { timeout: patienceMs, interval: 50 }).toBe(0);
  } finally {
    await store.close();
  }
}
