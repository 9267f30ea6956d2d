/**
 * Append-only: a released migration is never edited. All pending ones run in one locked transaction,
 * so two servers starting together apply each once. Versions 1 to 8 in the older `schema_migrations`
 * count as applied.
 */
import { sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import { fieldColumns, searchText } from "./operations.server.ts";
import type { Db } from "./store.server.ts";

interface Released {
  readonly version: number;
  readonly name: string;
  /** Statements separated by ";". */
  readonly sql: string;
  /** Rows the SQL alone cannot fill, in the same transaction. */
  readonly fill?: (db: Db) => Promise<void>;
}

/** Fills `column` of the enquiries stored before it from the fields' own columns (before schema 8, the only place). */
async function fill(db: Db, column: string, from: (values: Record<string, string>) => string): Promise<void> {
  for (const row of await db
    .selectFrom("enquiries")
    .select(["id", ...fieldColumns])
    .execute()) {
    const values = Object.fromEntries(fieldColumns.map((name) => [name, String(row[name] ?? "")]));
    await db.updateTable("enquiries").set(column, from(values)).where("id", "=", row.id).execute();
  }
}

export const migrations: readonly Released[] = [
  {
    version: 1,
    name: "enquiries, idempotency keys, delivery outbox, rate limits",
    sql: `
      CREATE TABLE enquiries (
        id TEXT PRIMARY KEY,
        created_at BIGINT NOT NULL,
        locale TEXT NOT NULL,
${fieldColumns.map((name) => `        ${name} TEXT NOT NULL`).join(",\n")}
      );
      CREATE INDEX enquiries_email ON enquiries (LOWER(email));
      CREATE INDEX enquiries_created ON enquiries (created_at);
      CREATE TABLE idempotency_keys (
        key TEXT PRIMARY KEY,
        fingerprint TEXT NOT NULL,
        enquiry_id TEXT NOT NULL REFERENCES enquiries (id),
        created_at BIGINT NOT NULL
      );
      CREATE INDEX idempotency_keys_enquiry ON idempotency_keys (enquiry_id);
      CREATE TABLE outbox (
        enquiry_id TEXT PRIMARY KEY REFERENCES enquiries (id),
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL,
        next_attempt_at BIGINT NOT NULL,
        sent_at BIGINT,
        last_error TEXT
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE TABLE rate_limits (
        bucket TEXT NOT NULL,
        window_start BIGINT NOT NULL,
        hits INTEGER NOT NULL,
        PRIMARY KEY (bucket, window_start)
      );
    `,
  },
  {
    version: 2,
    name: "idempotency keys of discarded (honeypot) submissions",
    sql: `
      CREATE TABLE discarded_keys (
        key TEXT PRIMARY KEY,
        fingerprint TEXT NOT NULL,
        id TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: "webhook deliveries, disabled webhook endpoints, alerts to operations",
    sql: `
      CREATE TABLE webhook_deliveries (
        enquiry_id TEXT NOT NULL REFERENCES enquiries (id),
        endpoint TEXT NOT NULL,
        webhook_id TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL,
        first_attempt_at BIGINT,
        next_attempt_at BIGINT NOT NULL,
        sent_at BIGINT,
        last_status INTEGER,
        last_error TEXT,
        PRIMARY KEY (enquiry_id, endpoint)
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
      CREATE TABLE webhook_endpoints (
        url TEXT PRIMARY KEY,
        disabled_at BIGINT,
        disabled_reason TEXT
      );
      CREATE TABLE alerts (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL,
        created_at BIGINT NOT NULL,
        next_attempt_at BIGINT NOT NULL,
        sent_at BIGINT,
        last_error TEXT
      );
      CREATE INDEX alerts_due ON alerts (status, next_attempt_at);
    `,
  },
  {
    version: 4,
    name: "the team's inbox: sign-in links, sessions, audit trail",
    sql: `
      CREATE TABLE admin_links (
        token_hash TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        used_at BIGINT
      );
      CREATE TABLE admin_sessions (
        id_hash TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE TABLE audit_trail (
        id TEXT PRIMARY KEY,
        at BIGINT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL
      );
      CREATE INDEX audit_trail_at ON audit_trail (at);
    `,
  },
  {
    version: 5,
    name: "the audit trail's client addresses",
    sql: `
      ALTER TABLE audit_trail ADD COLUMN client TEXT NOT NULL DEFAULT '';
    `,
  },
  {
    version: 6,
    name: "the inbox's status, owner and search of each enquiry; the enquiry an audit row is about",
    sql: `
      ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed'));
      ALTER TABLE enquiries ADD COLUMN owner TEXT NOT NULL DEFAULT '';
      ALTER TABLE enquiries ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
      CREATE INDEX enquiries_status_created ON enquiries (status, created_at, id);
      ALTER TABLE audit_trail ADD COLUMN enquiry_id TEXT;
      CREATE INDEX audit_trail_enquiry ON audit_trail (enquiry_id);
      UPDATE audit_trail SET enquiry_id = detail, detail = '' WHERE action = 'resend';
    `,
    fill: (db) => fill(db, "search_text", searchText),
  },
  {
    version: 7,
    name: "the claim that holds each e-mail, alert and webhook delivery",
    sql: `
      ALTER TABLE outbox ADD COLUMN lease_id TEXT;
      ALTER TABLE alerts ADD COLUMN lease_id TEXT;
      ALTER TABLE webhook_deliveries ADD COLUMN lease_id TEXT;
    `,
  },
  {
    version: 8,
    // The fields' columns stay, written still, so rolling back to a release before this one keeps
    // the rows; a field added since lives in `fields` only, and needs no migration.
    name: "the submitted fields of each enquiry, as JSON",
    sql: `
      ALTER TABLE enquiries ADD COLUMN fields TEXT NOT NULL DEFAULT '{}';
    `,
    fill: (db) => fill(db, "fields", JSON.stringify),
  },
  {
    version: 9,
    name: "the team's notes on an enquiry",
    sql: `
      CREATE TABLE notes (
        id TEXT PRIMARY KEY,
        enquiry_id TEXT NOT NULL REFERENCES enquiries (id),
        at BIGINT NOT NULL,
        author TEXT NOT NULL,
        text TEXT NOT NULL
      );
      CREATE INDEX notes_enquiry ON notes (enquiry_id, at);
    `,
  },
];

export const latestVersion = Math.max(...migrations.map((migration) => migration.version));

/** Kysely's name of a migration: its version, zero-padded so they sort in order, and what it does. */
const migrationName = ({ version, name }: Released) => `${String(version).padStart(4, "0")} ${name}`;
export const latestMigration = migrationName(migrations.at(-1) as Released);

export const versionOf = (name: string) => Number.parseInt(name, 10);

/** Whether the database lacks a migration this server needs (readiness); throws when it cannot be read. */
export async function schemaBehind(db: Db): Promise<boolean> {
  const row = await db.selectFrom("kysely_migration").select(sql<string>`MAX(name)`.as("name")).executeTakeFirst();
  return row?.name !== latestMigration;
}

async function legacyVersion(db: Db): Promise<number> {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === "schema_migrations")) return 0;
  const row = await db
    .selectFrom("schema_migrations")
    .select(sql<number>`MAX(version)`.as("version"))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Statements separated by ";", one at a time: SQLite prepares one statement at once. */
export async function runScript(db: Db, script: string): Promise<void> {
  for (const statement of script.split(";").filter((text) => text.trim())) await sql.raw(statement).execute(db);
}

export async function migrate(trx: Db): Promise<void> {
  const legacy = await legacyVersion(trx);
  const provided = Object.fromEntries(
    migrations.map((migration): [string, Migration] => [
      migrationName(migration),
      {
        up: async (db) => {
          if (migration.version <= legacy) return;
          await runScript(db, migration.sql);
          await migration.fill?.(db);
        },
      },
    ]),
  );
  const { error } = await new Migrator({
    db: trx,
    provider: { getMigrations: async () => provided },
  }).migrateToLatest();
  if (error) throw error;
}
