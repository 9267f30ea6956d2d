import { describe, expect, it } from "vitest";
import { contactLimits, isStrictEmail, validateContact } from "./contact-schema.ts";

const valid = { name: "Ada", email: "ada@example.com", organization: "Engines / CTO", interest: "Passes" };

describe("the contact schema", () => {
  it("accepts a complete enquiry and trims it", () => {
    expect(validateContact({ ...valid, name: "  Ada  " })).toEqual({ ok: true, value: valid });
  });

  it("bounds every field in characters", () => {
    for (const field of ["name", "organization", "interest"] as const) {
      const max = contactLimits[field];
      expect(validateContact({ ...valid, [field]: "é".repeat(max) }).ok).toBe(true);
      expect(validateContact({ ...valid, [field]: "é".repeat(max + 1) })).toEqual({
        ok: false,
        problems: { [field]: "tooLong" },
      });
    }
  });

  it("accepts ordinary addresses and refuses what a mail header could be abused with", () => {
    for (const address of ["a@b.co", "first.last+tag@sub.example.org", "o'brien@example.ie"]) {
      expect(isStrictEmail(address), address).toBe(true);
    }
    const refused = [
      "a@b",
      "a..b@example.com",
      '"quoted"@example.com',
      "a@example.com>",
      "a@[127.0.0.1]",
      "ü@example.com",
      "a@-example.com",
      "a@example-.com",
      `${"a".repeat(65)}@example.com`,
      `a@${"b".repeat(64)}.com`,
      "a@example.com, b@example.com",
    ];
    for (const address of refused) expect(isStrictEmail(address), address).toBe(false);
  });
});
