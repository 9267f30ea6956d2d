// Test helpers for snapshots and restores: a SQLite database as the previous release left it, and
// what a SQLite file holds.
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { latestVersion, migrations } from "../storage/migrations.server.ts";
import { fieldColumns } from "../storage/operations.server.ts";
import { sqliteSchemaVersion } from "../storage/snapshot.server.ts";
import { sqliteFileName } from "../storage/sqlite-store.server.ts";

/**
 * DATA_DIR with the database as the previous release left it: every migration but the last
 * applied, and one enquiry. Returns the enquiry's id.
 */
export function previousReleaseDatabase(dataDir: string, email = "ada@example.com"): string {
  const db = new DatabaseSync(join(dataDir, sqliteFileName));
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
  );
  for (const migration of migrations.filter((each) => each.version < latestVersion)) {
    db.exec(migration.sql);
    db.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(migration.version, migration.name, Date.now());
  }
  const id = `before-${email}`;
  const given: Record<string, string> = { name: "Ada", email, interest: "Passes" };
  const values = fieldColumns.map((name) => given[name] ?? "Engines");
  db.prepare(
    `INSERT INTO enquiries (id, created_at, locale, ${fieldColumns.join(", ")}) ` +
      `VALUES (?, ?, 'en', ${fieldColumns.map(() => "?").join(", ")})`,
  ).run(id, Date.now(), ...values);
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
