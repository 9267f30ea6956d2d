/**
 * The schema, as an append-only list of migrations shared by SQLite and PostgreSQL. A released
 * migration is never edited: a change is a new entry. Each runs in the transaction that records
 * it in `schema_migrations`, so a crash leaves the schema either before or after it.
 */
import { fieldColumns, type Operation, searchText } from "./operations.server.ts";

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
  /** Rows the SQL alone cannot fill, in the same transaction. */
  readonly fill?: () => Operation<void>;
}

/** The enquiries as the fields' own columns hold them (before schema 8, the only place). */
function* columnValues(): Operation<{ id: string; values: Record<string, string> }[]> {
  const rows = yield { sql: `SELECT id, ${fieldColumns.join(", ")} FROM enquiries`, params: [] };
  return rows.map((row) => ({
    id: String(row.id),
    values: Object.fromEntries(fieldColumns.map((name) => [name, String(row[name] ?? "")])),
  }));
}

/** The search column of the enquiries stored before it: accents and case folded as `searchText` folds them. */
function* fillSearchText(): Operation<void> {
  for (const { id, values } of yield* columnValues()) {
    yield { sql: "UPDATE enquiries SET search_text = ? WHERE id = ?", params: [searchText(values), id] };
  }
}

/** The fields of the enquiries stored before schema 8, moved from their columns into `fields`. */
function* fillFields(): Operation<void> {
  for (const { id, values } of yield* columnValues()) {
    yield { sql: "UPDATE enquiries SET fields = ? WHERE id = ?", params: [JSON.stringify(values), id] };
  }
}

export const migrations: readonly Migration[] = [
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
    fill: fillSearchText,
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
    fill: fillFields,
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

/** The schema version this server needs (readiness compares the database's to it). */
export const latestVersion = Math.max(...migrations.map((migration) => migration.version));

/**
 * Applies the migrations the database lacks, in order, inside the caller's transaction (which
 * holds the database's write lock, so two servers starting together apply each one once).
 * Returns the versions it applied.
 */
export function* migrate(now: number): Operation<number[]> {
  yield {
    sql: "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
    params: [],
  };
  const rows = yield { sql: "SELECT version FROM schema_migrations", params: [] };
  const applied = new Set(rows.map((row) => Number(row.version)));
  const known = new Set(migrations.map((migration) => migration.version));
  const unknown = [...applied].filter((version) => !known.has(version));
  if (unknown.length > 0) {
    throw new Error(`The database has schema version ${Math.max(...unknown)}, newer than this server knows`);
  }
  const done: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    yield { sql: migration.sql, params: [], script: true };
    if (migration.fill) yield* migration.fill();
    yield {
      sql: "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
      params: [migration.version, migration.name, now],
    };
    done.push(migration.version);
  }
  return done;
}
