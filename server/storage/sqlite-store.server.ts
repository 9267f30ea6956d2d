/**
 * The embedded store: one SQLite file under DATA_DIR through Node's built-in `node:sqlite`.
 *
 * Durability: WAL with synchronous=FULL, checked at start-up, since WAL with NORMAL may lose the
 * last commits on power loss (https://www.sqlite.org/pragma.html#pragma_synchronous) and a
 * submission is acknowledged only after its commit.
 *
 * Throughput: `node:sqlite` is synchronous, so every write that arrives in one turn of the event
 * loop is committed in one transaction (a group commit: one fsync for the lot), each in its own
 * savepoint so one failing write does not undo the others. When another process holds the write
 * lock (the operators' command), the batch is retried without blocking the event loop until the
 * storage timeout, then refused as unavailable.
 */
import { randomUUID } from "node:crypto";
import { chmodSync, closeSync, constants, mkdirSync, openSync } from "node:fs";
import { access, open, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { log } from "../log.server.ts";
import { latestVersion, migrate } from "./migrations.server.ts";
import { pruneSnapshots, snapshotPath, snapshotSqlite, sqliteSchemaVersion } from "./snapshot.server.ts";

/** Room for a group commit of enquiries with their outbox rows and WAL frames. */
const probeBytes = 64 * 1024;

import * as operations from "./operations.server.ts";
import { type Operation, Rollback, type Row, type SqlValue } from "./operations.server.ts";
import { StorageConfigError, StorageUnavailableError, type Store } from "./store.server.ts";

export const sqliteFileName = "enquiries.sqlite";

const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const retryDelayMs = 20;
const maxBatch = 500;
/** How often a server removes the snapshots past snapshotKeepDays (and once when it opens the store). */
const snapshotPruneIntervalMs = 3_600_000;

interface Pending {
  readonly operation: () => Operation<unknown>;
  readonly deadline: number;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: number }).errcode;
  return code === SQLITE_BUSY || code === SQLITE_LOCKED;
}

class SqliteStore implements Store {
  readonly kind = "sqlite";
  readonly location: string;
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #timeoutMs: number;
  #queue: Pending[] = [];
  #flushScheduled = false;
  #closed = false;

  readonly #now: () => number;
  readonly #pruning: NodeJS.Timeout;

  constructor(db: DatabaseSync, location: string, timeoutMs: number, now: () => number = Date.now) {
    this.#now = now;
    this.#db = db;
    this.location = location;
    this.#timeoutMs = timeoutMs;
    this.#pruning = setInterval(() => this.pruneSnapshots(), snapshotPruneIntervalMs).unref();
  }

  /** Removes the snapshots older than snapshotKeepDays, so an erasure reaches them in that time. */
  pruneSnapshots(): void {
    try {
      const removed = pruneSnapshots(dirname(this.location), new Date(this.#now()));
      // On standard error, as the migration's line: the operators' commands' standard output is an export.
      if (removed.length > 0) log.warn("storage: old snapshots removed", { removed });
    } catch (error) {
      log.warn("storage: old snapshots could not be removed", { error: (error as Error).message });
    }
  }

  /** Runs an operation to completion, synchronously, on this connection. */
  run<T>(operation: Operation<T>): T {
    let step = operation.next();
    while (!step.done) {
      const { sql, params, script } = step.value;
      let rows: Row[] = [];
      if (script) {
        this.#db.exec(sql);
      } else {
        let statement = this.#statements.get(sql);
        if (!statement) {
          statement = this.#db.prepare(sql);
          this.#statements.set(sql, statement);
        }
        rows = statement.all(...(params as SqlValue[])) as Row[];
      }
      step = operation.next(rows);
    }
    return step.value;
  }

  /** Queues a write for the next group commit; settles once it is durably committed (or not). */
  #write<T>(operation: () => Operation<T>): Promise<T> {
    if (this.#closed) return Promise.reject(new StorageUnavailableError("The store is closed"));
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        operation,
        deadline: Date.now() + this.#timeoutMs,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.#schedule(0);
    });
  }

  #schedule(delayMs: number): void {
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    const flush = () => {
      this.#flushScheduled = false;
      this.#flush();
    };
    if (delayMs === 0) setImmediate(flush);
    else setTimeout(flush, delayMs);
  }

  #flush(): void {
    const now = Date.now();
    for (const item of this.#queue.filter((pending) => pending.deadline < now)) {
      item.reject(new StorageUnavailableError("The database stayed locked past the storage timeout"));
    }
    this.#queue = this.#queue.filter((pending) => pending.deadline >= now);
    const batch = this.#queue.splice(0, maxBatch);
    if (batch.length === 0) return;

    try {
      this.#db.exec("BEGIN IMMEDIATE");
    } catch (error) {
      this.#queue.unshift(...batch);
      if (isBusy(error)) {
        this.#schedule(retryDelayMs);
        return;
      }
      for (const item of this.#queue.splice(0)) item.reject(new StorageUnavailableError(String(error)));
      return;
    }

    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    for (const item of batch) {
      this.#db.exec("SAVEPOINT operation");
      try {
        outcomes.push({ ok: true, value: this.run(item.operation()) });
        this.#db.exec("RELEASE operation");
      } catch (error) {
        this.#db.exec("ROLLBACK TO operation");
        this.#db.exec("RELEASE operation");
        outcomes.push(error instanceof Rollback ? { ok: true, value: error.value } : { ok: false, error });
      }
    }

    try {
      this.#db.exec("COMMIT");
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      this.#queue.unshift(...batch);
      if (isBusy(error)) {
        this.#schedule(retryDelayMs);
        return;
      }
      for (const item of this.#queue.splice(0)) item.reject(new StorageUnavailableError(String(error)));
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome?.error);
    });
    if (this.#queue.length > 0) this.#schedule(0);
  }

  /** Reads see the last commit (WAL) and never wait for writers. */
  #read<T>(operation: Operation<T>): Promise<T> {
    try {
      return Promise.resolve(this.run(operation));
    } catch (error) {
      return Promise.reject(isBusy(error) ? new StorageUnavailableError(String(error)) : error);
    }
  }

  submit: Store["submit"] = (submission) => this.#write(() => operations.submit(submission, this.#now()));
  #lease(leaseMs: number, limit: number): operations.Lease {
    return { id: randomUUID(), now: this.#now(), leaseMs, limit, skipLocked: false };
  }
  claimDeliveries: Store["claimDeliveries"] = (leaseMs, limit) =>
    this.#write(() => operations.claimDeliveries(this.#lease(leaseMs, limit)));
  markSent: Store["markSent"] = (id, leaseId) =>
    this.#write(() => operations.markSent("outbox", id, leaseId, this.#now()));
  markAttemptFailed: Store["markAttemptFailed"] = (id, leaseId, error, retryAt) =>
    this.#write(() => operations.markAttemptFailed("outbox", id, leaseId, error, retryAt));
  nextDeliveryAt: Store["nextDeliveryAt"] = () => this.#read(operations.nextDue("outbox"));
  claimWebhookDeliveries: Store["claimWebhookDeliveries"] = (endpoints, leaseMs, limit) =>
    this.#write(() => operations.claimWebhookDeliveries(endpoints, this.#lease(leaseMs, limit)));
  markWebhookSent: Store["markWebhookSent"] = (answer) =>
    this.#write(() => operations.markWebhookSent(answer, this.#now()));
  markWebhookAttemptFailed: Store["markWebhookAttemptFailed"] = (problem, retryAt) =>
    this.#write(() => operations.markWebhookAttemptFailed(problem, retryAt));
  markWebhookFailed: Store["markWebhookFailed"] = (problem, alert) =>
    this.#write(() => operations.markWebhookFailed(problem, alert, this.#now()));
  disableEndpoint: Store["disableEndpoint"] = (problem, alert) =>
    this.#write(() => operations.disableEndpoint(problem, alert, this.#now()));
  enableEndpoint: Store["enableEndpoint"] = (url) => this.#write(() => operations.enableEndpoint(url));
  nextWebhookDeliveryAt: Store["nextWebhookDeliveryAt"] = (endpoints) =>
    this.#read(operations.nextWebhookDeliveryAt(endpoints));
  claimAlerts: Store["claimAlerts"] = (leaseMs, limit) =>
    this.#write(() => operations.claimAlerts(this.#lease(leaseMs, limit)));
  markAlertSent: Store["markAlertSent"] = (id, leaseId) =>
    this.#write(() => operations.markSent("alerts", id, leaseId, this.#now()));
  markAlertAttemptFailed: Store["markAlertAttemptFailed"] = (id, leaseId, error, retryAt) =>
    this.#write(() => operations.markAttemptFailed("alerts", id, leaseId, error, retryAt));
  nextAlertAt: Store["nextAlertAt"] = () => this.#read(operations.nextDue("alerts"));
  renewLeases: Store["renewLeases"] = (held, leaseMs) =>
    this.#write(() => operations.renewLeases(held, this.#now() + leaseMs));
  list: Store["list"] = () => this.#read(operations.listEnquiries());
  resend: Store["resend"] = (enquiryId, record) => this.#write(() => operations.resend(enquiryId, this.#now(), record));
  /**
   * An erasure: with secure_delete the freed pages are overwritten, and the checkpoint
   * copies them into the database file and empties the log, so the erased enquiries do not
   * linger in either file. A reader that holds an old snapshot (another server, mid-read) can
   * stop the log from being emptied; then it is emptied at a later checkpoint.
   */
  async #erase(operation: () => Operation<string[]>): Promise<string[]> {
    const ids = await this.#write(operation);
    try {
      const result = this.#db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy?: number } | undefined;
      if (result?.busy) log.warn("storage: the erased data stays in the write-ahead log until the next checkpoint");
    } catch (error) {
      if (!isBusy(error)) throw error;
      log.warn("storage: the erased data stays in the write-ahead log until the next checkpoint");
    }
    return ids;
  }
  deleteByEmail: Store["deleteByEmail"] = (email, bucket, record) =>
    this.#erase(() => operations.deleteByEmail(email, bucket, record));
  deleteEnquiry: Store["deleteEnquiry"] = (id, record) => this.#erase(() => operations.deleteEnquiry(id, record));
  retryFailed: Store["retryFailed"] = () => this.#write(() => operations.retryFailed(this.#now()));
  pruneRateLimits: Store["pruneRateLimits"] = (before) => this.#write(() => operations.pruneRateLimits(before));
  write<T>(operation: () => Operation<T>): Promise<T> {
    return this.#write(operation);
  }
  read<T>(operation: () => Operation<T>): Promise<T> {
    return this.#read(operation());
  }

  unreadiness: Store["unreadiness"] = async () => {
    if (this.#closed) return "the store is closed";
    try {
      const row = this.#db.prepare("SELECT MAX(version) AS version FROM schema_migrations").get();
      if (Number(row?.version) !== latestVersion) return "database migrations are not applied";
    } catch {
      return "the database cannot be read";
    }
    // SQLite would find out only at the next commit: a small file written, synced and removed
    // beside the database meets the same read-only mount, permissions or full disk first.
    const directory = dirname(this.location);
    try {
      await access(this.location, constants.W_OK);
      const probe = join(directory, ".readiness-probe");
      const file = await open(probe, "w", 0o600);
      try {
        await file.write(Buffer.alloc(probeBytes));
        await file.sync();
      } finally {
        await file.close();
        await rm(probe, { force: true });
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOSPC" || code === "EDQUOT") return "the disk of the data directory is full";
      if (code === "EROFS" || code === "EACCES" || code === "EPERM") return "the data directory is read-only";
      return `the data directory cannot be written (${code ?? "unknown error"})`;
    }
    return undefined;
  };

  /** The durability settings this connection runs with (synchronous is per connection). */
  durability(): Durability {
    return readDurability(this.#db);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#pruning);
    while (this.#queue.length > 0 || this.#flushScheduled) {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    }
    this.#db.close();
  }
}

function pragma(db: DatabaseSync, statement: string): unknown {
  const row = db.prepare(`PRAGMA ${statement}`).get() as Record<string, unknown> | undefined;
  return row ? Object.values(row)[0] : undefined;
}

export interface Durability {
  /** `PRAGMA journal_mode`, lower case. */
  readonly journalMode: string;
  /** `PRAGMA synchronous`: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA. */
  readonly synchronous: number;
}

function readDurability(db: DatabaseSync): Durability {
  return {
    journalMode: String(pragma(db, "journal_mode")).toLowerCase(),
    synchronous: Number(pragma(db, "synchronous")),
  };
}

/**
 * Why these settings could lose an acknowledged enquiry, or undefined when they cannot: WAL with
 * FULL (or EXTRA) syncs the log at every commit; NORMAL syncs only at checkpoints, so the last
 * commits may vanish on power loss; another journal mode means the requested WAL did not take
 * (a network file system, a read-only directory).
 */
export function durabilityProblem({ journalMode, synchronous }: Durability): string | undefined {
  if (journalMode === "wal" && synchronous >= 2) return undefined;
  return (
    `runs with journal_mode=${journalMode} and synchronous=${synchronous}; enquiries need WAL with ` +
    "synchronous=FULL to survive a power loss (is DATA_DIR on a network file system?)"
  );
}

/**
 * Opens (creating if needed) DATA_DIR/enquiries.sqlite, readable by its owner only, checks that
 * commits are durable and applies the migrations. Before it migrates a database that has a schema
 * already, it takes a snapshot of it into DATA_DIR/snapshots (snapshot.server.ts): the database a
 * roll back to the previous release restores.
 */
export function openSqliteStore(dataDir: string, timeoutMs: number, now?: () => number): SqliteStore {
  const directory = resolve(dataDir);
  const path = join(directory, sqliteFileName);
  let db: DatabaseSync;
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    closeSync(openSync(path, "a", 0o600));
    chmodSync(path, 0o600);
    // Opening waits for another server or the operators' command that holds the lock a moment
    // (switching a new file to WAL, migrating); once open, a short busy wait smooths brief locks and
    // longer ones are retried without blocking (above).
    db = new DatabaseSync(path, { timeout: Math.max(timeoutMs, 1000), enableForeignKeyConstraints: true });
  } catch (error) {
    throw new StorageConfigError(
      `Cannot open the enquiry database at ${path} (set DATA_DIR): ${(error as Error).message}`,
    );
  }
  // Two servers switching a new file to WAL at once: SQLite answers one of them "busy" at once,
  // without waiting (both hold a read lock and want the write lock), so it tries again.
  for (const deadline = Date.now() + Math.max(timeoutMs, 1000); ; ) {
    try {
      pragma(db, "journal_mode = WAL");
      break;
    } catch (error) {
      if (!isBusy(error) || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
  pragma(db, "synchronous = FULL");
  // Deleted rows are overwritten, not just unlinked: an erasure request must really erase.
  pragma(db, "secure_delete = ON");
  const problem = durabilityProblem(readDurability(db));
  if (problem) {
    db.close();
    throw new StorageConfigError(`SQLite at ${path} ${problem}`);
  }
  const store = new SqliteStore(db, path, timeoutMs, now);
  try {
    db.exec("BEGIN IMMEDIATE");
    const from = sqliteSchemaVersion(db);
    if (from > latestVersion) {
      throw new Error(
        `it has schema version ${from}, newer than this release knows (${latestVersion}): to run this release, ` +
          'roll it back with the release that migrated it ("Roll back" in docs/deploy.md)',
      );
    }
    // The snapshot is taken under this transaction's write lock, so it is the database the migration changes.
    const snapshot =
      from > 0 && from < latestVersion ? snapshotPath(directory, "before-migration", new Date()) : undefined;
    if (snapshot) {
      try {
        snapshotSqlite(path, snapshot);
      } catch (error) {
        throw new Error(
          `no snapshot could be taken before migrating it, into ${snapshot} (${(error as Error).message})`,
        );
      }
    }
    store.run(migrate(Date.now()));
    db.exec("COMMIT");
    db.exec("PRAGMA busy_timeout = 10");
    // A warning, so on standard error: the operators' commands open the store too, and their
    // standard output is an export.
    if (snapshot) log.warn("storage: migrated, after a snapshot", { from, to: latestVersion, snapshot });
    store.pruneSnapshots();
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    db.close();
    throw new StorageConfigError(`Cannot migrate the enquiry database at ${path}: ${(error as Error).message}`);
  }
  return store;
}
