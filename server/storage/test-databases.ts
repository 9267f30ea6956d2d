// Test helpers: a fresh, empty database of each kind, dropped afterwards.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export interface TestDatabase {
  /** The environment that points the store at it. */
  readonly env: { DATA_DIR: string; DATABASE_URL?: string };
  drop(): Promise<void>;
}

export function sqliteTestDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), "keystub-sqlite-"));
  return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A new database on the run's PostgreSQL server (setup/ensure-postgres.ts). */
export async function postgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `keystub_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(join(tmpdir(), "keystub-pg-data-"));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
    drop: async () => {
      rmSync(dir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
