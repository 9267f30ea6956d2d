/**
 * Every read and write of the enquiry store, written once for both databases.
 *
 * An operation is a generator that yields SQL statements and receives their rows, so the same
 * logic runs synchronously inside SQLite's batched transactions and asynchronously on a
 * PostgreSQL connection. The SQL is the common subset of both (`?` placeholders, which the
 * PostgreSQL driver numbers, `ON CONFLICT`, `RETURNING`); times are milliseconds since the epoch
 * in BIGINT columns.
 */
import type {
  Claimed,
  DeliveryStatus,
  EnquiryRecord,
  NewEnquiry,
  RateLimit,
  Submission,
  SubmitResult,
} from "./store.server.ts";

export type SqlValue = string | number | null;
export type Row = Record<string, unknown>;
export interface Statement {
  readonly sql: string;
  readonly params: readonly SqlValue[];
  /** Several statements and no parameters (a migration): run as a script, no rows. */
  readonly script?: boolean;
}
export type Operation<T> = Generator<Statement, T, Row[]>;

/** Thrown out of an operation to undo its writes and still answer `value` (a refused submission). */
export class Rollback<T> {
  readonly value: T;
  constructor(value: T) {
    this.value = value;
  }
}

const sql = (text: string, ...params: SqlValue[]): Statement => ({ sql: text, params });
const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Stores an enquiry, its idempotency key and its outbox row together (one transaction),
 * unless the key was already used (a replay, or a refusal when the body differs) or a rate limit
 * is exceeded, in which case nothing is written.
 */
export function* submit(submission: Submission, now: number): Operation<SubmitResult> {
  const { enquiry, idempotency, limits } = submission;
  if (idempotency) {
    const [previous] = yield sql(
      "SELECT fingerprint, enquiry_id FROM idempotency_keys WHERE key = ? " +
        "UNION ALL SELECT fingerprint, id FROM discarded_keys WHERE key = ?",
      idempotency.key,
      idempotency.key,
    );
    if (previous) {
      return previous.fingerprint === idempotency.fingerprint
        ? { kind: "replayed", id: String(previous.enquiry_id) }
        : { kind: "keyReused" };
    }
  }
  for (const limit of limits) yield* countAgainst(limit, now);
  if (submission.discard) {
    if (idempotency) {
      yield sql(
        "INSERT INTO discarded_keys (key, fingerprint, id, created_at) VALUES (?, ?, ?, ?)",
        idempotency.key,
        idempotency.fingerprint,
        enquiry.id,
        now,
      );
    }
    return { kind: "created", id: enquiry.id };
  }
  yield* insertEnquiry(enquiry);
  if (idempotency) {
    yield sql(
      "INSERT INTO idempotency_keys (key, fingerprint, enquiry_id, created_at) VALUES (?, ?, ?, ?)",
      idempotency.key,
      idempotency.fingerprint,
      enquiry.id,
      now,
    );
  }
  yield sql(
    "INSERT INTO outbox (enquiry_id, status, attempts, next_attempt_at) VALUES (?, 'pending', 0, ?)",
    enquiry.id,
    now,
  );
  return { kind: "created", id: enquiry.id };
}

/**
 * A sliding window per bucket (the "sliding window counter"): the accepted submissions of the
 * current fixed window plus the previous window's, weighted by how much of it still overlaps the
 * last `windowMs`. A client cannot spend a full allowance at the end of one window and another at
 * the start of the next. A refused submission is rolled back, so only accepted ones count.
 */
function* countAgainst(limit: RateLimit, now: number): Operation<void> {
  const windowStart = now - (now % limit.windowMs);
  const [row] = yield sql(
    "INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1) " +
      "ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits",
    limit.bucket,
    windowStart,
  );
  const [before] = yield sql(
    "SELECT hits FROM rate_limits WHERE bucket = ? AND window_start = ?",
    limit.bucket,
    windowStart - limit.windowMs,
  );
  const current = Number(row?.hits);
  const previous = Number(before?.hits ?? 0);
  const overlap = 1 - (now - windowStart) / limit.windowMs;
  if (current + previous * overlap > limit.max) {
    throw new Rollback<SubmitResult>({
      kind: "rateLimited",
      retryAfterSeconds: Math.max(1, Math.ceil((allowedAt(limit, windowStart, current - 1, previous) - now) / 1000)),
    });
  }
}

/**
 * When one more submission fits, given `accepted` in the current window and `previous` in the
 * one before: later in this window as the previous one slides out, or else in the next window
 * as this one does.
 */
export function allowedAt(limit: RateLimit, windowStart: number, accepted: number, previous: number): number {
  const { max, windowMs } = limit;
  if (accepted + 1 <= max) {
    const room = max - accepted - 1;
    return windowStart + windowMs * Math.max(0, 1 - room / Math.max(previous, 1));
  }
  return windowStart + windowMs + windowMs * Math.max(0, 1 - (max - 1) / Math.max(accepted, 1));
}

function* insertEnquiry(enquiry: NewEnquiry): Operation<void> {
  yield sql(
    "INSERT INTO enquiries (id, created_at, locale, name, email, organization, interest) VALUES (?, ?, ?, ?, ?, ?, ?)",
    enquiry.id,
    enquiry.createdAt,
    enquiry.locale,
    enquiry.name,
    enquiry.email,
    enquiry.organization,
    enquiry.interest,
  );
}

const enquiryColumns =
  "e.id, e.created_at, e.locale, e.name, e.email, e.organization, e.interest, " +
  "o.status, o.attempts, o.next_attempt_at, o.sent_at, o.last_error";

function toRecord(row: Row): EnquiryRecord {
  return {
    id: String(row.id),
    createdAt: Number(row.created_at),
    locale: String(row.locale),
    name: String(row.name),
    email: String(row.email),
    organization: String(row.organization),
    interest: String(row.interest),
    delivery: {
      status: String(row.status ?? "pending") as DeliveryStatus,
      attempts: Number(row.attempts ?? 0),
      nextAttemptAt: number(row.next_attempt_at),
      sentAt: number(row.sent_at),
      lastError: row.last_error === null || row.last_error === undefined ? null : String(row.last_error),
    },
  };
}

/**
 * Takes up to `limit` due deliveries for `leaseMs`: their next attempt moves to the end of the
 * lease, so a server that dies while sending leaves them to be retried, and a second server or
 * the operators' command never sends the same one at the same time. On PostgreSQL, concurrent
 * claims skip each other's rows (`skipLocked`) instead of queueing for them; the outer WHERE
 * repeats the condition so a row another transaction claimed meanwhile is re-checked.
 */
export function* claimDeliveries(
  now: number,
  leaseMs: number,
  limit: number,
  skipLocked: boolean,
): Operation<Claimed[]> {
  const claimed = yield sql(
    "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ? " +
      "WHERE enquiry_id IN (SELECT enquiry_id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? " +
      `ORDER BY next_attempt_at LIMIT ?${skipLocked ? " FOR UPDATE SKIP LOCKED" : ""}) ` +
      "AND status = 'pending' AND next_attempt_at <= ? RETURNING enquiry_id",
    now + leaseMs,
    now,
    limit,
    now,
  );
  if (claimed.length === 0) return [];
  const ids = claimed.map((row) => String(row.enquiry_id));
  const rows = yield sql(
    `SELECT ${enquiryColumns} FROM enquiries e JOIN outbox o ON o.enquiry_id = e.id WHERE e.id IN (${ids.map(() => "?").join(", ")})`,
    ...ids,
  );
  return rows.map(toRecord);
}

export function* markSent(id: string, now: number): Operation<void> {
  yield sql(
    "UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE enquiry_id = ? AND status = 'pending'",
    now,
    id,
  );
}

/** A failed attempt: retried at `retryAt`, or marked failed (and kept) when there is none left. */
export function* markAttemptFailed(id: string, error: string, retryAt: number | null): Operation<void> {
  if (retryAt === null) {
    yield sql(
      "UPDATE outbox SET status = 'failed', last_error = ? WHERE enquiry_id = ? AND status = 'pending'",
      error,
      id,
    );
  } else {
    yield sql(
      "UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE enquiry_id = ? AND status = 'pending'",
      retryAt,
      error,
      id,
    );
  }
}

/** When the next pending delivery is due, if any. */
export function* nextDeliveryAt(): Operation<number | null> {
  const [row] = yield sql("SELECT MIN(next_attempt_at) AS due FROM outbox WHERE status = 'pending'");
  return number(row?.due);
}

export function* listEnquiries(): Operation<EnquiryRecord[]> {
  const rows = yield sql(
    `SELECT ${enquiryColumns} FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id ORDER BY e.created_at, e.id`,
  );
  return rows.map(toRecord);
}

/**
 * A data-subject request: every enquiry from the address (compared without case), with its key,
 * its outbox row and the address's rate-limit bucket. Returns the ids it deleted.
 */
export function* deleteByEmail(email: string, bucket: string): Operation<string[]> {
  const where = "enquiry_id IN (SELECT id FROM enquiries WHERE LOWER(email) = LOWER(?))";
  yield sql(`DELETE FROM idempotency_keys WHERE ${where}`, email);
  yield sql(`DELETE FROM outbox WHERE ${where}`, email);
  yield sql("DELETE FROM rate_limits WHERE bucket = ?", bucket);
  const rows = yield sql("DELETE FROM enquiries WHERE LOWER(email) = LOWER(?) RETURNING id", email);
  return rows.map((row) => String(row.id));
}

/** Failed deliveries get a fresh set of attempts, due now. Returns their ids. */
export function* retryFailed(now: number): Operation<string[]> {
  const rows = yield sql(
    "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL " +
      "WHERE status = 'failed' RETURNING enquiry_id",
    now,
  );
  return rows.map((row) => String(row.enquiry_id));
}

/** Forgets rate-limit windows that started before `before` (keep two windows: the sliding one reads the previous). */
export function* pruneRateLimits(before: number): Operation<void> {
  yield sql("DELETE FROM rate_limits WHERE window_start < ?", before);
}
