import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../site/config.ts";
import { checkDataDir, loadContactConfig, loadServerConfig, perAddressCap } from "./config.server.ts";

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

describe("the data directory check", () => {
  const scratch = () => mkdtempSync(join(tmpdir(), "keystub-data-dir-"));

  it("creates the default folder, and accepts an existing writable one", () => {
    const root = scratch();
    checkDataDir(join(root, "data"), false);
    expect(statSync(join(root, "data")).isDirectory()).toBe(true);
    expect(() => checkDataDir(root, true)).not.toThrow();
  });

  it.each([
    ["a folder that does not exist", () => join(scratch(), "missing"), "DATA_DIR does not exist"],
    ["a path under /proc", () => "/proc/self", "DATA_DIR must not be under /proc"],
    ["a file", () => writeAndReturn(join(scratch(), "file")), "DATA_DIR is not a directory"],
  ])("refuses %s in one line naming DATA_DIR", (_what, path, message) => {
    expect(() => checkDataDir(path(), true)).toThrow(ConfigError);
    expect(() => checkDataDir(path(), true)).toThrow(message);
  });

  it("refuses a folder this process cannot write", () => {
    const root = scratch();
    chmodSync(root, 0o500);
    // root ignores permission bits: run the check as an unprivileged user there.
    const asUser = process.getuid?.() === 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : [];
    const script = `import { checkDataDir } from ${JSON.stringify(new URL("./config.server.ts", import.meta.url).pathname)}; checkDataDir(${JSON.stringify(root)}, true);`;
    chmodSync(dirname(root), 0o755);
    const [command = process.execPath, ...args] = [...asUser, process.execPath, "--input-type=module", "-e", script];
    const result = spawnSync(command, args, { encoding: "utf8" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("DATA_DIR is not writable by this process");
  });
});

describe("the server's own variables", () => {
  it.each([
    ["LOG_LEVEL", "debug", "LOG_LEVEL must be one of silent, error, warn, info"],
    ["MAX_CONNECTIONS_PER_IP", "many", "MAX_CONNECTIONS_PER_IP must be a whole number"],
    ["SITE_URL", "https://keystub.example/site", "SITE_URL must be an origin"],
  ])("names %s in one line", (name, value, message) => {
    expect(() => loadServerConfig({ [name]: value, BUILD_DIR: "no-such-build" })).toThrow(message);
  });

  it("turns the per-address connection cap off behind a reverse proxy, and refuses one set there", () => {
    expect(perAddressCap({}, { TRUST_PROXY_HOPS: 0 })).toBe(256);
    expect(perAddressCap({ MAX_CONNECTIONS_PER_IP: 8 }, { TRUST_PROXY_HOPS: 0 })).toBe(8);
    expect(perAddressCap({}, { TRUST_PROXY_HOPS: 1 })).toBe(0);
    expect(perAddressCap({ MAX_CONNECTIONS_PER_IP: 0 }, { TRUST_PROXY_HOPS: 2 })).toBe(0);
    expect(() =>
      loadServerConfig({ TRUST_PROXY_HOPS: "1", MAX_CONNECTIONS_PER_IP: "256", BUILD_DIR: "no-such-build" }),
    ).toThrow(/^Invalid configuration: MAX_CONNECTIONS_PER_IP must be 0 or unset when TRUST_PROXY_HOPS is set/);
  });

  it.each(["http://mailer:hunter2@mail.example:587", "smtp://mailer:hunter2@", "smtp://mailer:hunter2@mail example"])(
    "never prints the password of a bad SMTP_URL: %s",
    (smtpUrl) => {
      let message = "";
      try {
        loadContactConfig({ SMTP_URL: smtpUrl });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain("SMTP_URL must be an smtp:// or smtps:// URL");
      expect(message).toContain("mailer:***@");
      expect(message).not.toContain("hunter2");
    },
  );
});

function writeAndReturn(path: string): string {
  writeFileSync(path, "");
  return path;
}
