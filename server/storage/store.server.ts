/**
 * What the enquiry store is: its records, its operations and its errors. open-store.server.ts opens
 * one: SQLite under DATA_DIR by default, PostgreSQL with DATABASE_URL. Both run the same migrations
 * and operations (operations.server.ts); a submission is answered only after its transaction is
 * durably committed.
 */
export type DeliveryStatus = "pending" | "sent" | "failed";

export interface NewEnquiry {
  readonly id: string;
  readonly createdAt: number;
  /** The language of the page it was sent from, so the team can answer in it. */
  readonly locale: string;
  readonly name: string;
  readonly email: string;
  readonly organization: string;
  readonly interest: string;
}

export interface EnquiryRecord extends NewEnquiry {
  readonly delivery: {
    readonly status: DeliveryStatus;
    readonly attempts: number;
    readonly nextAttemptAt: number | null;
    readonly sentAt: number | null;
    readonly lastError: string | null;
  };
}

export type Claimed = EnquiryRecord;

/** At most `max` accepted submissions per `bucket` in each window of `windowMs`. */
export interface RateLimit {
  readonly bucket: string;
  readonly max: number;
  readonly windowMs: number;
}

export interface Submission {
  readonly enquiry: NewEnquiry;
  /** draft-ietf-httpapi-idempotency-key-header: the key and a fingerprint of the request body. */
  readonly idempotency?: { readonly key: string; readonly fingerprint: string };
  readonly limits: readonly RateLimit[];
  /**
   * A bot's submission (a filled honeypot): counted against the rate limits and remembered under
   * its idempotency key like any other, so its answers look the same, but no enquiry and no
   * outbox row are written.
   */
  readonly discard?: boolean;
}

export type SubmitResult =
  | { readonly kind: "created"; readonly id: string }
  | { readonly kind: "replayed"; readonly id: string }
  | { readonly kind: "keyReused" }
  | { readonly kind: "rateLimited"; readonly retryAfterSeconds: number };

export interface Store {
  readonly kind: "sqlite" | "postgres";
  /** Where the data lives, for the start-up log (no password). */
  readonly location: string;
  submit(submission: Submission): Promise<SubmitResult>;
  claimDeliveries(leaseMs: number, limit: number): Promise<Claimed[]>;
  markSent(id: string): Promise<void>;
  markAttemptFailed(id: string, error: string, retryAt: number | null): Promise<void>;
  nextDeliveryAt(): Promise<number | null>;
  list(): Promise<EnquiryRecord[]>;
  deleteByEmail(email: string, bucket: string): Promise<string[]>;
  retryFailed(): Promise<string[]>;
  pruneRateLimits(before: number): Promise<void>;
  /**
   * Why an enquiry would not be stored right now (the database unreachable or read-only, the disk
   * full, the schema behind), in a few words for `/readyz`; undefined when it would.
   */
  unreadiness(): Promise<string | undefined>;
  close(): Promise<void>;
}

/** The store cannot be reached or written in time: the function answers 503, nothing is lost. */
export class StorageUnavailableError extends Error {
  override name = "StorageUnavailableError";
}

/** The store is set up in a way that could lose data or cannot work: start-up stops with this. */
export class StorageConfigError extends Error {
  override name = "StorageConfigError";
}
