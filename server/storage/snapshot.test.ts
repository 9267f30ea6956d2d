// The snapshot the server takes before it migrates a SQLite database: on real SQLite files, with the
// release's own migrations, from a database one schema version behind.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contents, laterMigration, previousReleaseDatabase, previousVersion } from "../testing/previous-release.ts";
import { latestVersion } from "./migrations.server.ts";
import { snapshotFolder, snapshotKeepDays } from "./snapshot.server.ts";
import { openSqliteStore, sqliteFileName } from "./sqlite-store.server.ts";
import { StorageConfigError } from "./store.server.ts";

describe("the snapshots before a migration, on SQLite", () => {
  let dataDir: string;
  const snapshots = () => join(dataDir, snapshotFolder);
  const taken = () => (existsSync(snapshots()) ? readdirSync(snapshots()).sort() : []);

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "keystub-snapshot-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("stops start-up, the database unchanged, when it cannot be written; then is taken, readable by its owner only, before the database is migrated", async () => {
    const id = previousReleaseDatabase(dataDir);
    writeFileSync(snapshots(), "a file where the folder should be");
    await expect(openSqliteStore(dataDir, 2000)).rejects.toThrow(StorageConfigError);
    await expect(openSqliteStore(dataDir, 2000)).rejects.toThrow(/no snapshot could be taken before migrating it/);
    expect(contents(join(dataDir, sqliteFileName))).toEqual({ version: previousVersion, ids: [id] });

    rmSync(snapshots());
    await (await openSqliteStore(dataDir, 2000)).close();
    const [snapshot, ...more] = taken();
    expect(snapshot).toMatch(/^before-migration-\d{8}T\d{6}\.\d{3}Z\.sqlite$/);
    expect(more).toEqual([]);
    const file = join(snapshots(), snapshot ?? "");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(snapshots()).mode & 0o777).toBe(0o700);
    expect(contents(file)).toEqual({ version: previousVersion, ids: [id] });
    expect(contents(join(dataDir, sqliteFileName))).toEqual({ version: latestVersion, ids: [id] });
  });

  it("is not taken for a new database, nor for one already up to date; a database newer than the release is refused", async () => {
    await (await openSqliteStore(dataDir, 2000)).close();
    await (await openSqliteStore(dataDir, 2000)).close();
    expect(taken()).toEqual([]);
    const db = new DatabaseSync(join(dataDir, sqliteFileName));
    db.prepare("INSERT INTO kysely_migration VALUES (?, '')").run(laterMigration);
    db.close();
    await expect(openSqliteStore(dataDir, 2000)).rejects.toThrow(
      `has schema version ${latestVersion + 1}, newer than this release knows (${latestVersion}): to run this release, roll it back with the release that migrated it`,
    );
  });

  it(`are removed ${snapshotKeepDays} days after they were taken, when the store opens`, async () => {
    const now = Date.parse("2026-11-28T12:00:00Z");
    mkdirSync(snapshots());
    const names = {
      gone: ["before-migration-20261029T115959.999Z.sqlite", "enquiries-20260101T000000.000Z.sqlite"],
      kept: [
        "before-restore-20261029T120000.000Z.sqlite",
        "enquiries-20261128T110000.000Z.sqlite",
        "an-operators-own-copy.sqlite",
      ],
    };
    for (const name of [...names.gone, ...names.kept]) writeFileSync(join(snapshots(), name), "");
    await (await openSqliteStore(dataDir, 2000, () => now)).close();
    expect(taken()).toEqual([...names.kept].sort());
  });
});
