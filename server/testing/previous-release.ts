// Test helpers for snapshots and restores: a SQLite database as the previous release left it, and
// what a SQLite file holds.
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { latestVersion, migrations } from "../storage/migrations.server.ts";
import { fieldColumns } from "../storage/operations.server.ts";
import { sqliteSchemaVersion } from "../storage/snapshot.server.ts";
import { sqliteFileName } from "../storage/sqlite-store.server.ts";

/** The schema of the previous release: the last before Kysely, which recorded it in `schema_migrations`. */
export const previousVersion = 8;

/** What a later release's migration records in `kysely_migration`. */
export const laterMigration = `${String(latestVersion + 1).padStart(4, "0")} from a later release`;

/**
 * DATA_DIR with the database as the previous release left it: its migrations applied, and one
 * enquiry. Returns the enquiry's id.
 */
export function previousReleaseDatabase(dataDir: string, email = "ada@example.com"): string {
  const db = new DatabaseSync(join(dataDir, sqliteFileName));
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
  );
  for (const migration of migrations.filter((each) => each.version <= previousVersion)) {
    db.exec(migration.sql);
    db.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(migration.version, migration.name, Date.now());
  }
  const id = `before-${email}`;
  const given: Record<string, string> = { name: "Ada", email, interest: "Passes" };
  const values = Object.fromEntries(fieldColumns.map((name) => [name, given[name] ?? "Engines"]));
  db.prepare(
    `INSERT INTO enquiries (id, created_at, locale, fields, ${fieldColumns.join(", ")}) ` +
      `VALUES (?, ?, 'en', ?, ${fieldColumns.map(() => "?").join(", ")})`,
  ).run(id, Date.now(), JSON.stringify(values), ...Object.values(values));
  db.close();
  return id;
}

/** The schema version and enquiry ids of a SQLite file. */
export function contents(file: string): { version: number; ids: string[] } {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const ids = db.prepare("SELECT id FROM enquiries ORDER BY created_at").all();
    return { version: sqliteSchemaVersion(db), ids: ids.map((row) => String(row.id)) };
  } finally {
    db.close();
  }
}
