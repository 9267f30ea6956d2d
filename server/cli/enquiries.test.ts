import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "../storage/open-store.server.ts";
import type { Store } from "../storage/store.server.ts";
import { sqliteTestDatabase, type TestDatabase } from "../storage/test-databases.ts";
import { sampleEnquiry } from "../testing/sample-enquiry.ts";
import { type SmtpSink, startSmtpSink } from "../testing/smtp-sink.ts";
import { run } from "./enquiries.ts";

const root = resolve(import.meta.dirname, "..");

// On SQLite: the store's operations behind each command are store.test's, on both stores.
describe("npm run enquiries", () => {
  let database: TestDatabase;
  let store: Store;
  let sink: SmtpSink | undefined;

  async function add(email: string) {
    const enquiry = sampleEnquiry({ email });
    await store.submit({ enquiry, limits: [] });
    return enquiry.id;
  }

  beforeEach(async () => {
    database = sqliteTestDatabase();
    store = await openStore({ ...database.env, STORAGE_TIMEOUT_MS: 60_000 });
  });
  afterEach(async () => {
    await sink?.stop();
    sink = undefined;
    await store.close();
    await database.drop();
  });

  it("lists the enquiries with their status and delivery", async () => {
    expect((await run(["list"], database.env)).out).toBe("No enquiries.\n");
    const id = await add("ada@example.com");
    const { code, out } = await run(["list"], database.env);
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`${id}\\s+new\\s+pending`));
    expect(out).toContain("1 enquiry.");
  });

  it("deletes every enquiry of an address for a data-subject request", async () => {
    await add("Grace@Example.com");
    await add("grace@example.com");
    const { code, out } = await run(["delete", "--email", "GRACE@example.com"], database.env);
    expect(code).toBe(0);
    expect(out).toMatch(/^Deleted 2 enquiries from GRACE@example.com/);
    expect((await run(["delete", "--email", "grace@example.com"], database.env)).out).toBe(
      "No enquiries from grace@example.com.\n",
    );
  });

  it("delivers failed e-mails again", async () => {
    const id = await add("ada@example.com");
    const [claimed] = await store.claimDeliveries(60_000, 10);
    await store.markAttemptFailed(id, claimed?.leaseId ?? "", "550 refused", null);
    sink = await startSmtpSink();
    const { code, out } = await run(["retry"], { ...database.env, SMTP_URL: sink.url });
    expect(code).toBe(0);
    expect(out).toBe("1 deliveries queued again: 1 sent now, 0 will be retried by the server, 0 failed.\n");
    expect(sink.mails).toHaveLength(1);
    expect((await store.list())[0]?.delivery.status).toBe("sent");
    expect((await run(["retry"], database.env)).out).toBe("No failed deliveries.\n");
  });

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
      "Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (value not shown)\n",
    );
  });

  it("refuses a data directory without a database instead of making an empty one", async () => {
    const database = sqliteTestDatabase();
    const { code, out } = await run(["list"], database.env);
    expect(code).toBe(1);
    expect(out).toMatch(/^DATA_DIR has no enquiry database \(no .+enquiries\.sqlite\): set DATA_DIR/);
    expect(readdirSync(database.env.DATA_DIR)).toEqual([]);
    await database.drop();
  });

  // The guide's export commands, run by a shell exactly as written: the file holds data only.
  const documented = [
    ...readFileSync(new URL("../../docs/enquiries.md", import.meta.url), "utf8").matchAll(
      /`(npm run --silent enquiries -- export --format (csv|json) > (\S+))`/g,
    ),
  ];
  it("has export commands in the guide", () =>
    expect(documented.map((match) => match[2]).sort()).toEqual(["csv", "json"]));
  it.each(documented.map((match) => [match[2] ?? "", match[1] ?? "", match[3] ?? ""] as const))(
    "`%s` export as the guide writes it gives a valid file",
    async (format, command, file) => {
      const email = `export.${randomUUID().slice(0, 8)}@example.com`;
      await store.submit({ enquiry: sampleEnquiry({ name: 'Ada, "A"', email }), limits: [] });
      const cwd = mkdtempSync(join(tmpdir(), "keystub-export-"));
      // npm finds the project from any folder inside it; the file lands in a scratch folder.
      const script = `cd ${JSON.stringify(root)} && ${command.replace(file, join(cwd, file))}`;
      const result = spawnSync("sh", ["-c", script], { env: { ...process.env, ...database.env }, encoding: "utf8" });
      expect(result.status, result.stderr).toBe(0);
      const written = readFileSync(join(cwd, file), "utf8");
      if (format === "json")
        expect((JSON.parse(written) as { email: string }[]).map((row) => row.email)).toEqual([email]);
      else {
        const lines = written.split("\r\n");
        expect(lines[0]).toBe(
          '\uFEFF"id","received (UTC)","language","name","email","organization","interest","status","owner","delivery","attempts","sent (UTC)","webhooks"',
        );
        expect(lines[1]).toContain(`,"es","Ada, ""A""","${email}",`);
        expect(lines.slice(2)).toEqual([""]);
      }
      rmSync(cwd, { recursive: true, force: true });
    },
    60_000,
  );
});
