// npm run database: snapshots and restores on real SQLite files and a real PostgreSQL server.
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { latestMigration, latestVersion, migrations } from "../storage/migrations.server.ts";
import { openStore } from "../storage/open-store.server.ts";
import { snapshotFolder } from "../storage/snapshot.server.ts";
import { sqliteFileName } from "../storage/sqlite-store.server.ts";
import type { Store } from "../storage/store.server.ts";
import { testDatabase } from "../storage/store-kinds.ts";
import type { TestDatabase } from "../storage/test-databases.ts";
import { contents, laterMigration, previousReleaseDatabase, previousVersion } from "../testing/previous-release.ts";
import { sampleEnquiry } from "../testing/sample-enquiry.ts";
import { run } from "./database.ts";

let received = Date.now();

/** Stores an enquiry received after every earlier one (they are listed by that time). */
async function submit(store: Store, email: string): Promise<string> {
  received += 1000;
  const enquiry = sampleEnquiry({ email, createdAt: received });
  await store.submit({ enquiry, limits: [] });
  return enquiry.id;
}

const mode = (file: string) => statSync(file).mode & 0o777;

describe("npm run database on SQLite", () => {
  let dataDir: string;
  let elsewhere: string;
  const env = () => ({ DATA_DIR: dataDir });
  const open = () => openStore({ DATA_DIR: dataDir, STORAGE_TIMEOUT_MS: 2000 });
  const snapshots = () => readdirSync(join(dataDir, snapshotFolder)).sort();

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "keystub-database-"));
    // Another folder, as a backup's would be: removed with DATA_DIR.
    elsewhere = mkdtempSync(join(dataDir, "elsewhere-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("takes a snapshot, readable by its owner only, while a server holds the database open, and restores a backup into an empty DATA_DIR", async () => {
    const store = await open();
    onTestFinished(() => store.close());
    const id = await submit(store, "ada@example.com");
    const { code, out } = await run(["snapshot"], env());
    expect(code).toBe(0);
    const file = out.trim();
    expect(file).toBe(join(dataDir, snapshotFolder, snapshots()[0] ?? ""));
    expect(mode(file)).toBe(0o600);
    expect(contents(file)).toEqual({ version: latestVersion, ids: [id] });

    const named = join(elsewhere, "enquiries.sqlite");
    expect(await run(["snapshot", "--to", named], env())).toEqual({ code: 0, out: `${named}\n` });
    expect(mode(named)).toBe(0o600);
    // A snapshot never overwrites a file.
    expect(await run(["snapshot", "--to", named], env())).toEqual({
      code: 1,
      out: `${named} exists already: a snapshot never replaces a file\n`,
    });

    // A copy by SQLite's online backup, as the backup timer's sqlite3 takes, restored into an empty DATA_DIR.
    const backupFile = join(elsewhere, "enquiries-20260101T0000.sqlite");
    const live = new DatabaseSync(join(dataDir, sqliteFileName));
    await backup(live, backupFile);
    live.close();
    const empty = mkdtempSync(join(elsewhere, "data-"));
    const restored = await run(["restore", backupFile], { DATA_DIR: empty });
    expect(restored).toEqual({ code: 0, out: expect.not.stringContaining("as it was before") });
    expect(contents(join(empty, sqliteFileName))).toEqual({ version: latestVersion, ids: [id] });
    expect(mode(join(empty, sqliteFileName))).toBe(0o600);
    // Read as it is: nothing is written beside the backup.
    expect(readdirSync(elsewhere).sort()).toEqual([basename(empty), basename(backupFile), basename(named)]);
  });

  it("rolls back an upgrade keeping what arrived since, what was erased since staying erased, or restores the snapshot taken before it", async () => {
    const erased = previousReleaseDatabase(dataDir);
    const upgraded = await open();
    const after = await submit(upgraded, "grace@example.com");
    const later = await submit(upgraded, "linus@example.com");
    expect(await upgraded.deleteByEmail("ada@example.com", "email:ada")).toEqual([erased]);
    await upgraded.close();
    const snapshot = join(dataDir, snapshotFolder, snapshots()[0] ?? "");
    expect(contents(snapshot).ids).toEqual([erased]);

    const { code, out } = await run(["roll-back", snapshot], env());
    expect(code, out).toBe(0);
    const database = join(dataDir, sqliteFileName);
    expect(contents(database)).toEqual({ version: previousVersion, ids: [after, later] });
    expect(mode(database)).toBe(0o600);
    for (const file of [database, `${database}-wal`])
      if (existsSync(file)) expect(readFileSync(file).includes("ada@example.com"), file).toBe(false);
    // Their e-mails are still queued, for the previous release to send.
    const db = new DatabaseSync(database, { readOnly: true });
    const queued = db.prepare("SELECT enquiry_id AS id FROM outbox ORDER BY enquiry_id").all();
    db.close();
    expect(queued).toEqual([after, later].sort().map((id) => ({ id })));
    const kept = snapshots().find((name) => name.startsWith("before-restore-")) ?? "";
    expect(out).toBe(
      `Rolled ${database} back to the schema of ${snapshot} (version ${previousVersion}), with the 2 enquiries it holds now. The database as it was before: ${join(dataDir, snapshotFolder, kept)}\n`,
    );
    expect(snapshots().filter((name) => !/^before-(migration|restore)-.*\.sqlite$/.test(name))).toEqual([]);
    expect(contents(join(dataDir, snapshotFolder, kept))).toEqual({ version: latestVersion, ids: [after, later] });

    // Restored instead, the snapshot is the database as it was before the upgrade, the one it replaces kept.
    const restored = await run(["restore", snapshot], env(), () => new Date(Date.now() + 60_000));
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain(`(schema version ${previousVersion}, 1 enquiry)`);
    expect(contents(database)).toEqual({ version: previousVersion, ids: [erased] });
    expect(mode(database)).toBe(0o600);
    const [, replaced = ""] = snapshots().filter((name) => name.startsWith("before-restore-"));
    expect(restored.out).toContain(`The database as it was before: ${join(dataDir, snapshotFolder, replaced)}`);
    expect(contents(join(dataDir, snapshotFolder, replaced))).toEqual({
      version: previousVersion,
      ids: [after, later],
    });
  });

  it("refuses a DATA_DIR without a database, a damaged file, one of a later schema or a wrong command line, and leaves the database alone", async () => {
    const none = await run(["snapshot"], { DATA_DIR: elsewhere });
    expect(none).toEqual({
      code: 1,
      out: expect.stringMatching(/^There is no database at .*enquiries\.sqlite: is DATA_DIR the server's\?\n$/),
    });
    const store = await open();
    const id = await submit(store, "ada@example.com");
    await store.close();
    const damaged = join(elsewhere, "damaged.sqlite");
    writeFileSync(damaged, "SQLite format 3\0 but nothing else");
    const later = join(elsewhere, "later.sqlite");
    expect((await run(["snapshot", "--to", later], env())).code).toBe(0);
    const db = new DatabaseSync(later);
    db.prepare("INSERT INTO kysely_migration VALUES (?, '')").run(laterMigration);
    db.close();

    expect(await run(["restore", damaged], env())).toEqual({
      code: 1,
      out: expect.stringMatching(/damaged\.sqlite (cannot be|fails)/),
    });
    const refusedLater = await run(["restore", later], env());
    expect(refusedLater).toEqual({
      code: 1,
      out: `${later} has schema version ${latestVersion + 1}, newer than this release knows (${latestVersion}): restore it with the release that wrote it\n`,
    });
    expect(contents(join(dataDir, sqliteFileName))).toEqual({ version: latestVersion, ids: [id] });
    expect(existsSync(join(dataDir, snapshotFolder))).toBe(false);
    // And a wrong command line with the usage.
    for (const line of ["", "backup", "restore", "roll-back", "restore a b", "snapshot extra", "--what"]) {
      const argv = line.split(" ").filter(Boolean);
      const { code, out } = await run(argv, env());
      expect(code, argv.join(" ")).toBe(2);
      expect(out).toContain("Usage: npm run database -- <command>");
    }
  });
});

it("npm run database's PostgreSQL tools get the password in their environment, never among their arguments", async () => {
  const folder = mkdtempSync(join(tmpdir(), "keystub-fake-pg-dump-"));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  // A pg_dump that writes down what it was given, in place of the real one.
  const fake = join(folder, "pg_dump");
  const script = `printf '%s\\n' "$@" > "${folder}/arguments"\nprintf '%s' "$PGPASSWORD" > "${folder}/password"`;
  writeFileSync(fake, `#!/bin/sh\n${script}\nexit 3\n`, { mode: 0o700 });
  vi.stubEnv("PATH", `${folder}:${process.env.PATH}`);
  onTestFinished(() => void vi.unstubAllEnvs());
  const url = "postgres://keystub:s%40cret%20words@db.internal:5432/keystub?sslmode=require";
  const { code, out } = await run(["snapshot", "--to", join(folder, "archive")], { DATABASE_URL: url });
  expect({ code, out }).toEqual({ code: 1, out: "pg_dump exited with 3\n" });
  const args = readFileSync(join(folder, "arguments"), "utf8");
  expect(args).toBe(
    `--format=custom\n--dbname=postgres://keystub@db.internal:5432/keystub?sslmode=require\n--file=${join(folder, "archive")}\n`,
  );
  expect(readFileSync(join(folder, "password"), "utf8")).toBe("s@cret words");
});

describe("npm run database on PostgreSQL", () => {
  let database: TestDatabase;
  let env: { DATABASE_URL: string };
  // The archives go to the database's own scratch folder, removed with it.
  let folder: string;
  beforeEach(async () => {
    database = await testDatabase("postgres");
    env = { DATABASE_URL: database.env.DATABASE_URL ?? "" };
    folder = database.env.DATA_DIR;
  });
  afterEach(() => database.drop());

  const openPg = () => openStore({ ...database.env, STORAGE_TIMEOUT_MS: 2000 });
  async function query(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  }
  const ids = async () => (await query("SELECT id FROM enquiries ORDER BY created_at")).map((row) => String(row.id));

  it("snapshots with pg_dump and restores with psql in one transaction, dropping tables a later release added; refuses what is no archive", async () => {
    const store = await openPg();
    const kept = await submit(store, "ada@example.com");
    const archive = join(folder, "keystub.pgdump");
    expect(await run(["snapshot"], env)).toMatchObject({ code: 1, out: expect.stringContaining("snapshot --to FILE") });
    expect(await run(["snapshot", "--to", archive], env)).toEqual({ code: 0, out: `${archive}\n` });
    expect(mode(archive)).toBe(0o600);
    const lost = await submit(store, "grace@example.com");
    await store.write((db) => sql`CREATE TABLE from_a_later_release (id TEXT)`.execute(db));
    await store.close();
    expect(await ids()).toEqual([kept, lost]);

    const { code, out } = await run(["restore", archive], env);
    expect(code, out).toBe(0);
    expect(await ids()).toEqual([kept]);
    expect(await query("SELECT to_regclass('public.from_a_later_release') AS found")).toEqual([{ found: null }]);
    const before = readdirSync(folder).find((name) => name.startsWith("before-restore-")) ?? "";
    expect(out).toBe(`Restored ${archive}. The database as it was before: ${join(folder, before)}\n`);
    expect(mode(join(folder, before))).toBe(0o600);
    expect(readdirSync(folder).filter((name) => name.endsWith(".sql"))).toEqual([]);

    // The restored database is one a server opens.
    const reopened = await openPg();
    expect((await reopened.list()).map((record) => record.id)).toEqual([kept]);
    await reopened.close();
    // A file that is no archive stops it before it changes anything.
    const notAnArchive = join(folder, "notes.pgdump");
    writeFileSync(notAnArchive, `not an archive ${randomUUID()}`);
    const refused = await run(["restore", notAnArchive], env);
    expect(refused).toEqual({ code: 1, out: expect.stringMatching(/^pg_restore exited with 1: /) });
    expect(await ids()).toEqual([kept]);
  });

  it("rolls back to the archive's schema keeping what arrived since, and what was erased since stays erased", async () => {
    const store = await openPg();
    const erased = await submit(store, "ada@example.com");
    const archive = join(folder, "before-upgrade.pgdump");
    expect((await run(["snapshot", "--to", archive], env)).code).toBe(0);
    // What a later release's migration would do, and what arrives after it.
    await store.write(async (db) => {
      await sql`ALTER TABLE enquiries ADD COLUMN from_a_later_release TEXT NOT NULL DEFAULT ''`.execute(db);
      await sql`CREATE TABLE later_things (id TEXT)`.execute(db);
      await sql`INSERT INTO kysely_migration VALUES (${laterMigration}, '')`.execute(db);
    });
    const after = await submit(store, "grace@example.com");
    expect(await store.deleteByEmail("ada@example.com", "email:ada")).toEqual([erased]);
    await store.close();

    const { code, out } = await run(["roll-back", archive], env);
    expect(code, out).toBe(0);
    const before = readdirSync(folder).find((name) => name.startsWith("before-restore-")) ?? "";
    expect(out).toBe(
      `Rolled the database back to the schema of ${archive}, with the rows it holds now. The database as it was before: ${join(folder, before)}\n`,
    );
    expect(readdirSync(folder).filter((name) => name.endsWith(".sql"))).toEqual([]);
    expect(await ids()).toEqual([after]);
    const left = await query(
      "SELECT to_regclass('public.later_things') AS later, (SELECT MAX(name) FROM kysely_migration) AS migration, " +
        "(SELECT COUNT(*) FROM information_schema.columns WHERE column_name = 'from_a_later_release') AS columns",
    );
    expect(left).toEqual([{ later: null, migration: latestMigration, columns: "0" }]);
    // This release opens it, and its e-mail is still queued.
    const reopened = await openPg();
    expect((await reopened.list()).map((record) => [record.id, record.delivery.status])).toEqual([[after, "pending"]]);
    await reopened.close();
  });

  it("opens a database of the release before Kysely, and rolls back to its archive", async () => {
    await query("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at BIGINT)");
    for (const { version, name, sql } of migrations.filter((each) => each.version <= previousVersion)) {
      await query(sql);
      await query("INSERT INTO schema_migrations VALUES ($1, $2, 0)", [version, name]);
    }
    const archive = join(folder, "previous-release.pgdump");
    expect((await run(["snapshot", "--to", archive], env)).code).toBe(0);
    const store = await openPg();
    const id = await submit(store, "ada@example.com");
    await store.close();
    expect((await run(["roll-back", archive], env)).code).toBe(0);
    expect(
      await query(
        "SELECT MAX(version) AS version, to_regclass('public.kysely_migration') AS kysely FROM schema_migrations",
      ),
    ).toEqual([{ version: previousVersion, kysely: null }]);
    expect(await ids()).toEqual([id]);
  });
});
