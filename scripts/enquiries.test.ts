import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { openStore, type Store } from "../server/storage/store.server.ts";
import { postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from "../server/storage/test-databases.ts";
import { type SmtpSink, startSmtpSink } from "../tests/support/smtp-sink.ts";
import { csvField, run } from "./enquiries.ts";

const kinds = {
  sqlite: async () => sqliteTestDatabase(),
  postgres: async () => postgresTestDatabase(inject("postgresUrl")),
};

describe.each(Object.keys(kinds) as (keyof typeof kinds)[])("npm run enquiries on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  let sink: SmtpSink | undefined;

  async function add(email: string, overrides: { name?: string; interest?: string } = {}) {
    const id = randomUUID();
    await store.submit({
      enquiry: {
        id,
        createdAt: Date.now(),
        locale: "en",
        name: overrides.name ?? "Ada",
        email,
        organization: "Engines / CTO",
        interest: overrides.interest ?? "Passes, please",
      },
      limits: [],
    });
    return id;
  }

  beforeEach(async () => {
    database = await kinds[kind]();
    store = await openStore({ ...database.env, STORAGE_TIMEOUT_MS: 2000 });
  });
  afterEach(async () => {
    await sink?.stop();
    sink = undefined;
    await store.close();
    await database.drop();
  });

  it("lists the enquiries with their delivery status", async () => {
    expect((await run(["list"], database.env)).out).toBe("No enquiries.\n");
    const id = await add("ada@example.com");
    const { code, out } = await run(["list"], database.env);
    expect(code).toBe(0);
    expect(out).toContain(id);
    expect(out).toContain("pending");
    expect(out).toContain("1 enquiries.");
  });

  it("exports JSON and CSV a spreadsheet cannot run as formulas", async () => {
    const id = await add("ada@example.com", { name: '=HYPERLINK("x")', interest: 'Two lines,\n"quoted"' });
    const json = JSON.parse((await run(["export", "--format", "json"], database.env)).out);
    expect(json).toMatchObject([{ id, name: '=HYPERLINK("x")', interest: 'Two lines,\n"quoted"' }]);
    const csv = (await run(["export", "--format", "csv"], database.env)).out;
    expect(csv.split("\r\n")[0]).toBe("id,received,language,name,email,organization,interest,delivery,attempts,sent");
    expect(csv).toContain(`${id},`);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"Two lines,\n""quoted"""');
  });

  it("deletes every enquiry of an address for a data-subject request", async () => {
    await add("Grace@Example.com");
    await add("grace@example.com");
    const kept = await add("alan@example.com");
    const { code, out } = await run(["delete", "--email", "GRACE@example.com"], database.env);
    expect(code).toBe(0);
    expect(out).toMatch(/^Deleted 2 enquiries from GRACE@example.com/);
    expect((await store.list()).map((record) => record.id)).toEqual([kept]);
    expect((await run(["delete", "--email", "grace@example.com"], database.env)).out).toBe(
      "No enquiries from grace@example.com.\n",
    );
  });

  it("delivers failed e-mails again", async () => {
    const id = await add("ada@example.com");
    await store.claimDeliveries(60_000, 10);
    await store.markAttemptFailed(id, "550 refused", null);
    sink = await startSmtpSink();
    const { code, out } = await run(["retry"], { ...database.env, SMTP_URL: sink.url });
    expect(code).toBe(0);
    expect(out).toBe("1 deliveries queued again: 1 sent now, 0 will be retried by the server, 0 failed.\n");
    expect(sink.mails).toHaveLength(1);
    expect((await store.list())[0]?.delivery.status).toBe("sent");
    expect((await run(["retry"], database.env)).out).toBe("No failed deliveries.\n");
  });
});

describe("npm run enquiries", () => {
  it("explains its usage when the command is wrong", async () => {
    for (const args of [[], ["export"], ["export", "--format", "xml"], ["delete"], ["list", "extra"], ["--nope"]]) {
      const { code, out } = await run(args, {});
      expect(code, args.join(" ")).toBe(2);
      expect(out).toContain("Usage: npm run enquiries");
    }
  });

  it("names a wrong variable in one line", async () => {
    const { code, out } = await run(["list"], { DATABASE_URL: "mysql://x" });
    expect(code).toBe(1);
    expect(out).toBe(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")\n',
    );
  });

  it("escapes CSV fields", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("-1+1")).toBe("'-1+1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("a,b")).toBe('"a,b"');
  });
});
