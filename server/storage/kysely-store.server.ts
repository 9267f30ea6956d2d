/**
 * The store's operations on a Kysely database, for both backends: each write is one transaction,
 * retried while the backend says the database is briefly busy, and refused as unavailable (the
 * function answers 503) when it cannot be reached or written in time.
 */
import { randomUUID } from "node:crypto";
import * as operations from "./operations.server.ts";
import { Rollback } from "./operations.server.ts";
import { type Db, StorageUnavailableError, type Store } from "./store.server.ts";

export abstract class KyselyStore implements Store {
  abstract readonly kind: Store["kind"];
  readonly #writes = new Set<Promise<unknown>>();
  protected closed = false;

  readonly location: string;
  protected readonly db: Db;
  protected readonly timeoutMs: number;
  protected readonly now: () => number;

  constructor(location: string, db: Db, timeoutMs: number, now: () => number = Date.now) {
    this.location = location;
    this.db = db;
    this.timeoutMs = timeoutMs;
    this.now = now;
  }

  /** Whether a failed write is tried again (after its `attempt`), and whether a failure means unavailable. */
  protected abstract retries(error: unknown, attempt: number): boolean;
  protected abstract unavailable(error: unknown): boolean;
  /** PostgreSQL's claims skip rows another claim holds (`FOR UPDATE SKIP LOCKED`). */
  protected abstract readonly skipLocked: boolean;
  abstract unreadiness(): Promise<string | undefined>;

  write<T>(work: (db: Db) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new StorageUnavailableError("The store is closed"));
    const written = this.transaction(work);
    this.#writes.add(written);
    const forget = () => this.#writes.delete(written);
    written.then(forget, forget);
    return written;
  }

  /** One transaction, tried again while the database is briefly busy, until the storage timeout. */
  protected async transaction<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.timeoutMs;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(work);
      } catch (error) {
        if (error instanceof Rollback) return error.value as T;
        if (this.retries(error, attempt) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        throw this.failure(error);
      }
    }
  }

  /** A failure as the callers see it: unavailable (503, nothing lost) when it is the database's. */
  protected failure(error: unknown): unknown {
    return this.unavailable(error) ? new StorageUnavailableError(`The database failed: ${error}`) : error;
  }

  async read<T>(work: (db: Db) => Promise<T>): Promise<T> {
    try {
      return await work(this.db);
    } catch (error) {
      throw this.failure(error);
    }
  }

  /** Waits for the writes under way, then closes the database. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.#writes);
    await this.db.destroy();
  }

  #lease(leaseMs: number, limit: number): operations.Lease {
    return { id: randomUUID(), now: this.now(), leaseMs, limit, skipLocked: this.skipLocked };
  }

  submit: Store["submit"] = (submission) => this.write((db) => operations.submit(db, submission, this.now()));
  claimDeliveries: Store["claimDeliveries"] = (leaseMs, limit) =>
    this.write((db) => operations.claimDeliveries(db, this.#lease(leaseMs, limit)));
  markSent: Store["markSent"] = (id, leaseId) =>
    this.write((db) => operations.markSent(db, "outbox", id, leaseId, this.now()));
  markAttemptFailed: Store["markAttemptFailed"] = (id, leaseId, error, retryAt) =>
    this.write((db) => operations.markAttemptFailed(db, "outbox", id, leaseId, error, retryAt));
  nextDeliveryAt: Store["nextDeliveryAt"] = () => this.read((db) => operations.nextDue(db, "outbox"));
  claimWebhookDeliveries: Store["claimWebhookDeliveries"] = (endpoints, leaseMs, limit) =>
    this.write((db) => operations.claimWebhookDeliveries(db, endpoints, this.#lease(leaseMs, limit)));
  markWebhookSent: Store["markWebhookSent"] = (answer) =>
    this.write((db) => operations.markWebhookSent(db, answer, this.now()));
  markWebhookAttemptFailed: Store["markWebhookAttemptFailed"] = (problem, retryAt) =>
    this.write((db) => operations.markWebhookAttemptFailed(db, problem, retryAt));
  markWebhookFailed: Store["markWebhookFailed"] = (problem, alert) =>
    this.write((db) => operations.markWebhookFailed(db, problem, alert, this.now()));
  disableEndpoint: Store["disableEndpoint"] = (problem, alert) =>
    this.write((db) => operations.disableEndpoint(db, problem, alert, this.now()));
  enableEndpoint: Store["enableEndpoint"] = (url) => this.write((db) => operations.enableEndpoint(db, url));
  nextWebhookDeliveryAt: Store["nextWebhookDeliveryAt"] = (endpoints) =>
    this.read((db) => operations.nextWebhookDeliveryAt(db, endpoints));
  claimAlerts: Store["claimAlerts"] = (leaseMs, limit) =>
    this.write((db) => operations.claimAlerts(db, this.#lease(leaseMs, limit)));
  markAlertSent: Store["markAlertSent"] = (id, leaseId) =>
    this.write((db) => operations.markSent(db, "alerts", id, leaseId, this.now()));
  markAlertAttemptFailed: Store["markAlertAttemptFailed"] = (id, leaseId, error, retryAt) =>
    this.write((db) => operations.markAttemptFailed(db, "alerts", id, leaseId, error, retryAt));
  nextAlertAt: Store["nextAlertAt"] = () => this.read((db) => operations.nextDue(db, "alerts"));
  renewLeases: Store["renewLeases"] = (held, leaseMs) =>
    this.write((db) => operations.renewLeases(db, held, this.now() + leaseMs));
  list: Store["list"] = () => this.read((db) => operations.listEnquiries(db));
  resend: Store["resend"] = (enquiryId, record) =>
    this.write((db) => operations.resend(db, enquiryId, this.now(), record));
  /** What an erasure does once it is committed (SQLite clears its log of the erased rows). */
  protected async erased(): Promise<void> {}
  deleteByEmail: Store["deleteByEmail"] = async (email, bucket, record) => {
    const ids = await this.write((db) => operations.deleteByEmail(db, email, bucket, record));
    await this.erased();
    return ids;
  };
  deleteEnquiry: Store["deleteEnquiry"] = async (id, record) => {
    const ids = await this.write((db) => operations.deleteEnquiry(db, id, record));
    await this.erased();
    return ids;
  };
  retryFailed: Store["retryFailed"] = () => this.write((db) => operations.retryFailed(db, this.now()));
  pruneRateLimits: Store["pruneRateLimits"] = (before) => this.write((db) => operations.pruneRateLimits(db, before));
}
