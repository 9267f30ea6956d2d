/**
 * SQLite under DATA_DIR. WAL with synchronous=FULL, since NORMAL may lose acknowledged commits on
 * power loss. The writes of one event-loop turn share one transaction (one fsync), each in a
 * savepoint; a write lock held elsewhere is retried without blocking until the storage timeout.
 */
import { chmodSync, closeSync, constants, mkdirSync, openSync } from "node:fs";
import { access, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  sql,
} from "kysely";
import { log } from "../log.server.ts";
import { KyselyStore } from "./kysely-store.server.ts";
import { latestVersion, migrate, schemaBehind } from "./migrations.server.ts";
import { Rollback } from "./operations.server.ts";
import { hasTable, pruneSnapshots, snapshotPath, snapshotSqlite, sqliteSchemaVersion } from "./snapshot.server.ts";
import { type Db, StorageConfigError } from "./store.server.ts";

/** Room for a group commit of enquiries with their outbox rows and WAL frames. */
const probeBytes = 64 * 1024;

export const sqliteFileName = "enquiries.sqlite";

const maxBatch = 500;
/** How often a server removes the snapshots past snapshotKeepDays (and once when it opens the store). */
const snapshotPruneIntervalMs = 3_600_000;

const busyCodes = new Set([5, 6]); // BUSY, LOCKED
/** READONLY, IOERR, FULL, CANTOPEN: the disk or the file, not the query. */
const unavailableCodes = new Set([...busyCodes, 8, 10, 13, 14]);
const sqliteCode = (error: unknown) => ((error as { errcode?: number }).errcode ?? -1) & 0xff;

/** Migrations run in a transaction: SQLite's DDL is transactional, though Kysely's adapter does not assume so. */
function nodeSqliteDialect(raw: DatabaseSync): SqliteDialect {
  type Values = (string | number | bigint | null)[];
  const wrap = (statement: StatementSync) => ({
    reader: statement.columns().length > 0,
    all: (values: readonly unknown[]) => statement.all(...(values as Values)),
    run: (values: readonly unknown[]) => statement.run(...(values as Values)),
    iterate: (values: readonly unknown[]) => statement.iterate(...(values as Values)),
  });
  // Prepared once per text: a submission runs the same few statements.
  const prepared = new Map<string, ReturnType<typeof wrap>>();
  const prepare = (text: string) => {
    let statement = prepared.get(text);
    if (!statement) {
      if (prepared.size > 500) prepared.clear();
      statement = wrap(raw.prepare(text));
      prepared.set(text, statement);
    }
    return statement;
  };
  const config = { database: { prepare, close: () => raw.close() } };
  return new (class extends SqliteDialect {
    override createDriver() {
      return new (class extends SqliteDriver {
        override async beginTransaction(connection: DatabaseConnection) {
          await connection.executeQuery(CompiledQuery.raw("BEGIN IMMEDIATE"));
        }
        // A failed COMMIT may have ended the transaction already.
        override async rollbackTransaction(connection: DatabaseConnection) {
          if (raw.isTransaction) await connection.executeQuery(CompiledQuery.raw("ROLLBACK"));
        }
      })(config);
    }
    override createAdapter() {
      return new (class extends SqliteAdapter {
        override get supportsTransactionalDdl() {
          return true;
        }
      })();
    }
  })(config);
}

interface Queued {
  readonly work: (db: Db) => Promise<unknown>;
  readonly settle: (outcome: { value: unknown } | { error: unknown }) => void;
}

class SqliteStore extends KyselyStore {
  readonly kind = "sqlite";
  protected readonly skipLocked = false;
  readonly #raw: DatabaseSync;
  #queue: Queued[] = [];
  readonly #pruning: NodeJS.Timeout;

  constructor(raw: DatabaseSync, location: string, timeoutMs: number, now?: () => number) {
    super(location, new Kysely({ dialect: nodeSqliteDialect(raw) }), timeoutMs, now);
    this.#raw = raw;
    this.#pruning = setInterval(() => this.pruneSnapshots(), snapshotPruneIntervalMs).unref();
  }

  protected override transaction<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const settle = (outcome: { value: unknown } | { error: unknown }) =>
        "value" in outcome ? resolve(outcome.value as T) : reject(outcome.error);
      if (this.#queue.push({ work, settle }) === 1) setImmediate(() => this.#commit());
    });
  }

  async #commit(): Promise<void> {
    const batch = this.#queue.splice(0, maxBatch);
    if (this.#queue.length > 0) setImmediate(() => this.#commit());
    let outcomes: ({ value: unknown } | { error: unknown })[] = [];
    try {
      await super.transaction(async (trx) => {
        outcomes = [];
        // The savepoints go straight to the connection, which this transaction holds: Kysely's
        // round of promises per statement would cost the throughput two statements per write.
        for (const { work } of batch) {
          this.#raw.exec("SAVEPOINT write");
          try {
            outcomes.push({ value: await work(trx) });
          } catch (error) {
            this.#raw.exec("ROLLBACK TO write");
            outcomes.push(error instanceof Rollback ? { value: error.value } : { error: this.failure(error) });
          }
          this.#raw.exec("RELEASE write");
        }
      });
    } catch (error) {
      for (const { settle } of batch) settle({ error });
      return;
    }
    for (const [index, { settle }] of batch.entries()) settle(outcomes[index] ?? { error: new Error("not run") });
  }

  protected retries(error: unknown): boolean {
    return busyCodes.has(sqliteCode(error));
  }

  protected unavailable(error: unknown): boolean {
    return unavailableCodes.has(sqliteCode(error));
  }

  /** Removes the snapshots older than snapshotKeepDays, so an erasure reaches them in that time. */
  pruneSnapshots(): void {
    try {
      const removed = pruneSnapshots(dirname(this.location), new Date(this.now()));
      // On standard error, as the migration's line: the operators' commands' standard output is an export.
      if (removed.length > 0) log.warn("storage: old snapshots removed", { removed });
    } catch (error) {
      log.warn("storage: old snapshots could not be removed", { error: (error as Error).message });
    }
  }

  /** The checkpoint carries secure_delete's overwritten pages into the file and empties the log. */
  protected override async erased(): Promise<void> {
    try {
      const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(this.db);
      if (!rows[0]?.busy) return;
    } catch (error) {
      if (!this.retries(error)) throw error;
    }
    log.warn("storage: the erased data stays in the write-ahead log until the next checkpoint");
  }

  async unreadiness(): Promise<string | undefined> {
    if (this.closed) return "the store is closed";
    try {
      if (await schemaBehind(this.db)) return "database migrations are not applied";
    } catch {
      return "the database cannot be read";
    }
    // SQLite would find out only at the next commit: a small file written, synced and removed
    // beside the database meets the same read-only mount, permissions or full disk first.
    try {
      await access(this.location, constants.W_OK);
      const probe = join(dirname(this.location), ".readiness-probe");
      const written = writeFile(probe, Buffer.alloc(probeBytes), { mode: 0o600, flush: true });
      await written.finally(() => rm(probe, { force: true }));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOSPC" || code === "EDQUOT") return "the disk of the data directory is full";
      if (code === "EROFS" || code === "EACCES" || code === "EPERM") return "the data directory is read-only";
      return `the data directory cannot be written (${code ?? "unknown error"})`;
    }
    return undefined;
  }

  /** synchronous is per connection. */
  durability() {
    return readDurability(this.#raw);
  }

  override async close(): Promise<void> {
    clearInterval(this.#pruning);
    await super.close();
  }
}

function pragma(db: DatabaseSync, statement: string): unknown {
  const row = db.prepare(`PRAGMA ${statement}`).get() as Record<string, unknown> | undefined;
  return row ? Object.values(row)[0] : undefined;
}

/** `synchronous`: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA. */
const readDurability = (db: DatabaseSync) => ({
  journalMode: String(pragma(db, "journal_mode")).toLowerCase(),
  synchronous: Number(pragma(db, "synchronous")),
});

/** Another journal mode than WAL means it did not take (a network file system, a read-only directory). */
export function durabilityProblem({ journalMode, synchronous }: ReturnType<typeof readDurability>) {
  if (journalMode === "wal" && synchronous >= 2) return undefined;
  return (
    `runs with journal_mode=${journalMode} and synchronous=${synchronous}; enquiries need WAL with ` +
    "synchronous=FULL to survive a power loss (is DATA_DIR on a network file system?)"
  );
}

/** Snapshots a database before migrating it: what a roll back to the previous release restores. */
export async function openSqliteStore(dataDir: string, timeoutMs: number, now?: () => number): Promise<SqliteStore> {
  const directory = resolve(dataDir);
  const path = join(directory, sqliteFileName);
  let raw: DatabaseSync;
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    closeSync(openSync(path, "a", 0o600));
    chmodSync(path, 0o600);
    // A short busy wait smooths brief locks; longer ones are retried without blocking (above).
    raw = new DatabaseSync(path, { timeout: 10, enableForeignKeyConstraints: true });
  } catch (error) {
    throw new StorageConfigError(
      `Cannot open the enquiry database at ${path} (set DATA_DIR): ${(error as Error).message}`,
    );
  }
  // Two servers switching a new file to WAL at once: SQLite answers one of them "busy" at once,
  // without waiting (both hold a read lock and want the write lock), so it tries again.
  for (const deadline = Date.now() + Math.max(timeoutMs, 1000); ; ) {
    try {
      pragma(raw, "journal_mode = WAL");
      break;
    } catch (error) {
      if (!busyCodes.has(sqliteCode(error)) || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
  pragma(raw, "synchronous = FULL");
  // Deleted rows are overwritten, not just unlinked: an erasure request must really erase.
  pragma(raw, "secure_delete = ON");
  const problem = durabilityProblem(readDurability(raw));
  if (problem) {
    raw.close();
    throw new StorageConfigError(`SQLite at ${path} ${problem}`);
  }
  const store = new SqliteStore(raw, path, timeoutMs, now);
  try {
    const snapshot = await store.write(async (trx) => {
      const from = sqliteSchemaVersion(raw);
      if (from > latestVersion) {
        throw new Error(
          `it has schema version ${from}, newer than this release knows (${latestVersion}): to run this release, ` +
            'roll it back with the release that migrated it ("Roll back" in docs/deploy.md)',
        );
      }
      // Taken under this transaction's write lock, so it is the database the migration changes.
      const behind = from > 0 && (from < latestVersion || !hasTable(raw, "kysely_migration"));
      const snapshot = behind ? snapshotPath(directory, "before-migration", new Date()) : undefined;
      if (snapshot) {
        try {
          snapshotSqlite(path, snapshot);
        } catch (error) {
          throw new Error(
            `no snapshot could be taken before migrating it, into ${snapshot} (${(error as Error).message})`,
          );
        }
      }
      await migrate(trx);
      return snapshot ? { from, snapshot } : undefined;
    });
    // Standard error: the operators' commands' standard output is an export.
    if (snapshot) log.warn("storage: migrated, after a snapshot", { ...snapshot, to: latestVersion });
    store.pruneSnapshots();
  } catch (error) {
    await store.close();
    throw new StorageConfigError(`Cannot migrate the enquiry database at ${path}: ${(error as Error).message}`);
  }
  return store;
}
