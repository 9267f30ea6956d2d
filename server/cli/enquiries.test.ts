import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { freshStore } from "../storage/store-kinds.ts";
import { sqliteTestDatabase } from "../storage/test-databases.ts";
import { sampleEnquiry } from "../testing/sample-enquiry.ts";
import { startSmtpSink } from "../testing/smtp-sink.ts";
import { run } from "./enquiries.ts";

const root = resolve(import.meta.dirname, "..");

// On SQLite: the store's operations behind each command are store.test's, on both stores.
describe("npm run enquiries", () => {
  const fresh = freshStore("sqlite");
  const store = () => fresh.store();
  const env = () => fresh.env();

  async function add(email: string) {
    const enquiry = sampleEnquiry({ email });
    await store().submit({ enquiry, limits: [] });
    return enquiry.id;
  }

  it("lists the enquiries with their status and delivery, and deletes every enquiry of an address", async () => {
    expect((await run(["list"], env())).out).toBe("No enquiries.\n");
    const id = await add("ada@example.com");
    await add("Grace@Example.com");
    await add("grace@example.com");
    const { code, out } = await run(["list"], env());
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`${id}\\s+new\\s+pending`));
    expect(out).toContain("3 enquiries.");
    // Whatever its case, as store.test's deleteByEmail on both stores.
    const deleted = await run(["delete", "--email", "GRACE@example.com"], env());
    expect(deleted).toEqual({ code: 0, out: expect.stringMatching(/^Deleted 2 enquiries from GRACE@example.com/) });
    expect((await run(["delete", "--email", "grace@example.com"], env())).out).toBe(
      "No enquiries from grace@example.com.\n",
    );
  });

  it("delivers failed e-mails again", async () => {
    const id = await add("ada@example.com");
    const [claimed] = await store().claimDeliveries(60_000, 10);
    await store().markAttemptFailed(id, claimed?.leaseId ?? "", "550 refused", null);
    const sink = await startSmtpSink();
    onTestFinished(() => sink.stop());
    const { code, out } = await run(["retry"], { ...env(), SMTP_URL: sink.url });
    expect(code).toBe(0);
    expect(out).toBe("1 deliveries queued again: 1 sent now, 0 will be retried by the server, 0 failed.\n");
    expect(sink.mails).toHaveLength(1);
    expect((await store().list())[0]?.delivery.status).toBe("sent");
    expect((await run(["retry"], env())).out).toBe("No failed deliveries.\n");
  });

  it("answers a wrong command line with its usage, a wrong variable or a folder without a database in one line", async () => {
    const empty = sqliteTestDatabase();
    const usage = /Usage: npm run enquiries/;
    for (const [args, env, code, out] of [
      ...[[], ["export"], ["export", "--format", "xml"], ["delete"], ["list", "extra"], ["--nope"]].map(
        (args) => [args, {}, 2, usage] as const,
      ),
      [
        ["list"],
        { DATABASE_URL: "mysql://x" },
        1,
        /^Invalid configuration: DATABASE_URL must be .+ \(value not shown\)\n$/,
      ],
      // Instead of making an empty one.
      [["list"], empty.env, 1, /^DATA_DIR has no enquiry database \(no .+enquiries\.sqlite\): set DATA_DIR/],
    ] as const) {
      expect(await run([...args], env), args.join(" ")).toEqual({ code, out: expect.stringMatching(out) });
    }
    expect(readdirSync(empty.env.DATA_DIR)).toEqual([]);
    await empty.drop();
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
      await store().submit({ enquiry: sampleEnquiry({ name: 'Ada, "A"', email }), limits: [] });
      const cwd = mkdtempSync(join(tmpdir(), "keystub-export-"));
      // npm finds the project from any folder inside it; the file lands in a scratch folder.
      const script = `cd ${JSON.stringify(root)} && ${command.replace(file, join(cwd, file))}`;
      const result = spawnSync("sh", ["-c", script], { env: { ...process.env, ...env() }, encoding: "utf8" });
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
