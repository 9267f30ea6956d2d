import { describe, expect, it } from "vitest";
import { ConfigError } from "../site/config.ts";
import { loadContactConfig } from "./config.server.ts";

describe("the contact configuration", () => {
  it("has working defaults: SQLite under ./data, no SMTP, mail to the public contact address", () => {
    const config = loadContactConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config).toMatchObject({
      DATA_DIR: "data",
      CONTACT_TO: ["hello@keystub.example"],
      CONTACT_FROM: { name: "Keystub website", address: "no-reply@keystub.example" },
      CONTACT_RATE_LIMIT_PER_IP: 10,
      CONTACT_RATE_LIMIT_PER_EMAIL: 5,
      CONTACT_RATE_WINDOW_SECONDS: 3600,
      STORAGE_TIMEOUT_MS: 5000,
    });
  });

  it("reads addresses, mailboxes and URLs", () => {
    const config = loadContactConfig({
      DATABASE_URL: "postgresql://app:secret@db.internal:5432/keystub",
      SMTP_URL: "smtps://user:pass@mail.example:465",
      CONTACT_TO: "sales@keystub.example, founders@keystub.example",
      CONTACT_FROM: "Keystub <web@keystub.example>",
      CONTACT_ALLOWED_ORIGINS: "https://partner.example, http://localhost:5173",
    });
    expect(config.CONTACT_ALLOWED_ORIGINS).toEqual(["https://partner.example", "http://localhost:5173"]);
    expect(config.CONTACT_TO).toEqual(["sales@keystub.example", "founders@keystub.example"]);
    expect(config.CONTACT_FROM).toEqual({ name: "Keystub", address: "web@keystub.example" });
    expect(config.SMTP_URL).toBe("smtps://user:pass@mail.example:465");
  });

  it.each([
    ["DATABASE_URL", "mysql://db/x", "DATABASE_URL must be a postgres:// or postgresql:// URL"],
    ["SMTP_URL", "mail.example:25", "SMTP_URL must be an smtp:// or smtps:// URL"],
    ["CONTACT_TO", "sales@keystub.example; x", "CONTACT_TO must be one or more e-mail addresses separated by commas"],
    ["CONTACT_FROM", "Keystub <web@keystub.example>\nBcc: x@y.z", "CONTACT_FROM must be"],
    ["CONTACT_RATE_LIMIT_PER_IP", "ten", "CONTACT_RATE_LIMIT_PER_IP must be a whole number (0 turns the limit off)"],
    ["CONTACT_RATE_WINDOW_SECONDS", "0", "CONTACT_RATE_WINDOW_SECONDS must be at least 1"],
    ["CONTACT_ALLOWED_ORIGINS", "https://partner.example/form", "CONTACT_ALLOWED_ORIGINS must be origins"],
    ["CONTACT_ALLOWED_ORIGINS", "*", "CONTACT_ALLOWED_ORIGINS must be origins"],
    ["DELIVERY_LEASE_MS", "10", "DELIVERY_LEASE_MS must be at least 1000"],
  ])("names %s in one line when it is wrong", (name, value, message) => {
    let error: unknown;
    try {
      loadContactConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain("\n");
  });
});
