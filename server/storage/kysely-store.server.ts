import { randomUUID } from "node:crypto";
import * as operations from "./operations.server.ts";
import { type MailQueue, Rollback } from "./operations.server.ts";
import {
  type Db,
  type Held,
  type NewAlert,
  type Recorded,
  StorageUnavailableError,
  type Submission,
  type WebhookAnswer,
} from "./store.server.ts";

/** Each write is one transaction, retried while the database is briefly busy, else unavailable (503). */
export abstract class KyselyStore {
  abstract readonly kind: "sqlite" | "postgres";
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
  /** Why an enquiry would not be stored right now, for `/readyz`. */
  abstract unreadiness(): Promise<string | undefined>;

  write<T>(work: (db: Db) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new StorageUnavailableError("The store is closed"));
    const written = this.transaction(work);
    this.#writes.add(written);
    const forget = () => this.#writes.delete(written);
    written.then(forget, forget);
    return written;
  }

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

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.#writes);
    await this.db.destroy();
  }

  #lease(leaseMs: number, limit: number): operations.Lease {
    return { id: randomUUID(), now: this.now(), leaseMs, limit, skipLocked: this.skipLocked };
  }

  submit = (submission: Submission) => this.write((db) => operations.submit(db, submission, this.now()));
  claimDeliveries = (leaseMs: number, limit: number) =>
    this.write((db) => operations.claimDeliveries(db, this.#lease(leaseMs, limit)));
  /** An e-mail: an enquiry's (the outbox) or an alert's. */
  markSent = (id: string, leaseId: string, queue: MailQueue = "outbox") =>
    this.write((db) => operations.markSent(db, queue, id, leaseId, this.now()));
  markAttemptFailed = (id: string, lease: string, error: string, retryAt: number | null, queue: MailQueue = "outbox") =>
    this.write((db) => operations.markAttemptFailed(db, queue, id, lease, error, retryAt));
  nextDeliveryAt = (queue: MailQueue = "outbox") => this.read((db) => operations.nextDue(db, queue));
  claimWebhookDeliveries = (endpoints: readonly string[], leaseMs: number, limit: number) =>
    this.write((db) => operations.claimWebhookDeliveries(db, endpoints, this.#lease(leaseMs, limit)));
  markWebhookSent = (answer: WebhookAnswer) => this.write((db) => operations.markWebhookSent(db, answer, this.now()));
  markWebhookAttemptFailed = (problem: WebhookAnswer, retryAt: number) =>
    this.write((db) => operations.markWebhookAttemptFailed(db, problem, retryAt));
  markWebhookFailed = (problem: WebhookAnswer, alert: NewAlert) =>
    this.write((db) => operations.markWebhookFailed(db, problem, alert, this.now()));
  disableEndpoint = (problem: WebhookAnswer, alert: NewAlert) =>
    this.write((db) => operations.disableEndpoint(db, problem, alert, this.now()));
  enableEndpoint = (url: string) => this.write((db) => operations.enableEndpoint(db, url));
  nextWebhookDeliveryAt = (endpoints: readonly string[]) =>
    this.read((db) => operations.nextWebhookDeliveryAt(db, endpoints));
  claimAlerts = (leaseMs: number, limit: number) =>
    this.write((db) => operations.claimAlerts(db, this.#lease(leaseMs, limit)));
  renewLeases = (held: readonly Held[], leaseMs: number) =>
    this.write((db) => operations.renewLeases(db, held, this.now() + leaseMs));
  list = () => this.read((db) => operations.listEnquiries(db));
  resend = (enquiryId: string, record?: Recorded<boolean>) =>
    this.write((db) => operations.resend(db, enquiryId, this.now(), record));
  /** What an erasure does once it is committed (SQLite clears its log of the erased rows). */
  protected async erased(): Promise<void> {}
  deleteByEmail = async (email: string, bucket: string, record?: Recorded<string[]>) => {
    const ids = await this.write((db) => operations.deleteByEmail(db, email, bucket, record));
    await this.erased();
    return ids;
  };
  deleteEnquiry = async (id: string, record?: Recorded<string[]>) => {
    const ids = await this.write((db) => operations.deleteEnquiry(db, id, record));
    await this.erased();
    return ids;
  };
  retryFailed = () => this.write((db) => operations.retryFailed(db, this.now()));
  pruneRateLimits = (before: number) => this.write((db) => operations.pruneRateLimits(db, before));
}
