/**
 * Every read and write of the enquiry store, written once for both databases.
 *
 * An operation is a generator that yields SQL statements and receives their rows, so the same
 * logic runs synchronously inside SQLite's batched transactions and asynchronously on a
 * PostgreSQL connection. The SQL is the common subset of both (`?` placeholders, which the
 * PostgreSQL driver numbers, `ON CONFLICT`, `RETURNING`); times are milliseconds since the epoch
 * in BIGINT columns.
 */
import { contactFieldDefinitions, type FieldDefinitions, fieldValue } from "../../site/contact-fields.ts";
import type {
  Claimed,
  ClaimedAlert,
  ClaimedWebhook,
  DeliveryStatus,
  EnquiryRecord,
  EnquiryStatus,
  Held,
  NewAlert,
  NewEnquiry,
  RateLimit,
  Requeued,
  Submission,
  SubmitResult,
  WebhookAnswer,
  WebhookState,
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

/**
 * What another part writes about an operation, in the operation's own transaction, given its result:
 * the team's audit trail records a re-send or an erasure together with it, or not at all.
 */
export type Recorded<T> = (result: T) => Operation<void>;

/** Thrown out of an operation to undo its writes and still answer `value` (a refused submission). */
export class Rollback<T> {
  readonly value: T;
  constructor(value: T) {
    this.value = value;
  }
}

const sql = (text: string, ...params: SqlValue[]): Statement => ({ sql: text, params });
const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const placeholders = (values: readonly unknown[]) => values.map(() => "?").join(", ");

/**
 * Stores an enquiry, its idempotency key, its outbox row and a delivery row for each webhook
 * endpoint together (one transaction),
 * unless the key was already used (a replay, or a refusal when the body differs) or a rate limit
 * is exceeded, in which case nothing is written. A key with `validForMs` older than that is
 * forgotten first, so the same values then make a new enquiry.
 */
export function* submit(submission: Submission, now: number): Operation<SubmitResult> {
  const { enquiry, idempotency, limits } = submission;
  if (idempotency) {
    if (idempotency.validForMs !== undefined) {
      const expired = now - idempotency.validForMs;
      yield sql("DELETE FROM idempotency_keys WHERE key = ? AND created_at <= ?", idempotency.key, expired);
      yield sql("DELETE FROM discarded_keys WHERE key = ? AND created_at <= ?", idempotency.key, expired);
    }
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
  for (const endpoint of submission.webhooks ?? []) {
    // One webhook-id per enquiry, kept across attempts and endpoints: Standard Webhooks' message id.
    yield sql(
      "INSERT INTO webhook_deliveries (enquiry_id, endpoint, webhook_id, status, attempts, next_attempt_at) " +
        "VALUES (?, ?, ?, 'pending', 0, ?)",
      enquiry.id,
      endpoint,
      `msg_${enquiry.id}`,
      now,
    );
  }
  return { kind: "created", id: enquiry.id };
}

/**
 * A sliding window per bucket: one row per moment that accepted requests (`window_start` is that
 * millisecond, `hits` how many), so a limit counts exactly those of the last `windowMs`, and a
 * refusal says when the oldest of them leaves it. A refused request is rolled back, so only
 * accepted ones count.
 */
export function* countAgainst(limit: RateLimit, now: number): Operation<void> {
  // The bucket's row at 0 is locked until the transaction ends: on PostgreSQL, two requests at once
  // count one after the other (SQLite's transactions already do).
  yield sql(
    "INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, 0, 0) " +
      "ON CONFLICT (bucket, window_start) DO UPDATE SET hits = 0",
    limit.bucket,
  );
  const recent = yield sql(
    "SELECT window_start, hits FROM rate_limits WHERE bucket = ? AND window_start > ? ORDER BY window_start",
    limit.bucket,
    now - limit.windowMs,
  );
  let over = recent.reduce((sum, row) => sum + Number(row.hits), 1 - limit.max);
  if (over > 0) {
    // One more fits once the oldest `over` have left the window.
    const leaving = recent.find((row) => {
      over -= Number(row.hits);
      return over <= 0;
    });
    throw new Rollback<SubmitResult>({
      kind: "rateLimited",
      retryAfterSeconds: Math.max(1, Math.ceil((Number(leaving?.window_start) + limit.windowMs - now) / 1000)),
    });
  }
  yield sql(
    "INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1) " +
      "ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1",
    limit.bucket,
    now,
  );
}

/**
 * What the inbox's search looks in: the searched fields, with accents taken off and in lower case,
 * so that "maria lopez" finds "María López" on SQLite (whose LOWER knows ASCII only) and
 * PostgreSQL alike.
 */
export function searchText(values: object, fields: FieldDefinitions = contactFieldDefinitions): string {
  return foldForSearch(
    fields
      .filter((field) => field.searched !== false)
      .map((field) => fieldValue(values, field))
      .join("\n"),
  );
}

export const foldForSearch = (value: string) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** The fields that also have a column of their own (schema 1), which a roll-back keeps. */
export const fieldColumns = contactFieldDefinitions.filter((field) => field.column).map((field) => field.name);

function* insertEnquiry({ id, createdAt, locale, ...fields }: NewEnquiry): Operation<void> {
  const columns = ["id", "created_at", "locale", ...fieldColumns, "fields", "search_text"];
  yield sql(
    `INSERT INTO enquiries (${columns.join(", ")}) VALUES (${placeholders(columns)})`,
    id,
    createdAt,
    locale,
    ...fieldColumns.map((name) => fieldValue(fields, { name })),
    JSON.stringify(fields),
    searchText(fields),
  );
}

const enquiryColumns =
  "e.id, e.created_at, e.locale, e.fields, e.status AS enquiry_status, e.owner, " +
  "o.status, o.attempts, o.next_attempt_at, o.sent_at, o.last_error, o.lease_id";

/** An enquiry from its row: the fields as they were submitted (the `fields` column, JSON). */
export function toEnquiry(row: Row): NewEnquiry {
  return {
    ...(JSON.parse(String(row.fields)) as Record<string, string>),
    id: String(row.id),
    createdAt: Number(row.created_at),
    locale: String(row.locale),
  } as NewEnquiry;
}

function toRecord(row: Row): Omit<EnquiryRecord, "webhooks"> {
  return {
    ...toEnquiry(row),
    status: String(row.enquiry_status) as EnquiryStatus,
    owner: String(row.owner),
    delivery: {
      status: String(row.status ?? "pending") as DeliveryStatus,
      attempts: Number(row.attempts ?? 0),
      nextAttemptAt: number(row.next_attempt_at),
      sentAt: number(row.sent_at),
      lastError: text(row.last_error),
      sending: row.lease_id != null,
    },
  };
}

/** A claim: its id, when, for how long, how many, and whether concurrent claims skip each other's rows. */
export interface Lease {
  /** Unique to this claim: only an outcome that names it is recorded (`recordHeld`). */
  readonly id: string;
  readonly now: number;
  readonly leaseMs: number;
  readonly limit: number;
  /** PostgreSQL's `FOR UPDATE SKIP LOCKED`; SQLite's single writer needs none. */
  readonly skipLocked: boolean;
}

/** Which rows of which queue a lease takes, and what else it records on them. */
interface Queue {
  readonly table: "outbox" | "webhook_deliveries" | "alerts";
  /** The primary key's columns. */
  readonly key: string;
  readonly returning: string;
  /** More assignments, each with its `?` values in order. */
  readonly set?: { readonly sql: string; readonly params: readonly SqlValue[] };
  /** More conditions on a due row. */
  readonly where?: { readonly sql: string; readonly params: readonly SqlValue[] };
}

/**
 * Takes up to `limit` due rows of a queue for `leaseMs`, naming the claim on each (`lease_id`):
 * their next attempt moves to the end of the lease, so a server that dies while sending leaves
 * them to be retried, and a second server or the operators' command never sends the same one at
 * the same time. Rows whose lease ran out (their sender died) come first, before new work, so a
 * backlog never holds them back. On PostgreSQL, concurrent claims skip each other's rows
 * (`skipLocked`) instead of queueing for them; the outer WHERE repeats the condition so a row
 * another transaction claimed meanwhile is re-checked.
 */
function leaseDue(queue: Queue, { id, now, leaseMs, limit, skipLocked }: Lease): Statement {
  const { table, key, set, where } = queue;
  const due = `status = 'pending' AND next_attempt_at <= ?${where ? ` AND ${where.sql}` : ""}`;
  const dueParams = [now, ...(where?.params ?? [])];
  // The rows are picked once, in a materialised CTE: as a plain subquery PostgreSQL may run it again
  // for each row it updates, and with SKIP LOCKED each run can pick others, taking more than `limit`.
  return sql(
    `WITH picked AS MATERIALIZED (SELECT ${key} FROM ${table} WHERE ${due} ` +
      `ORDER BY lease_id IS NULL, next_attempt_at LIMIT ?${skipLocked ? " FOR UPDATE SKIP LOCKED" : ""}) ` +
      `UPDATE ${table} SET attempts = attempts + 1, next_attempt_at = ?, lease_id = ?${set ? `, ${set.sql}` : ""} ` +
      `WHERE (${key}) IN (SELECT ${key} FROM picked) AND ${due} RETURNING ${queue.returning}`,
    ...dueParams,
    limit,
    now + leaseMs,
    id,
    ...(set?.params ?? []),
    ...dueParams,
  );
}

/** The e-mail queues: enquiries to the team, alerts to operations. */
const mailQueues = {
  outbox: { table: "outbox", key: "enquiry_id", returning: "enquiry_id" },
  alerts: { table: "alerts", key: "id", returning: "id, kind, subject, body, created_at, attempts" },
} as const satisfies Record<string, Queue>;
type MailQueue = keyof typeof mailQueues;

export function* claimDeliveries(lease: Lease): Operation<Claimed[]> {
  const claimed = yield leaseDue(mailQueues.outbox, lease);
  if (claimed.length === 0) return [];
  const ids = claimed.map((row) => String(row.enquiry_id));
  const rows = yield sql(
    `SELECT ${enquiryColumns} FROM enquiries e JOIN outbox o ON o.enquiry_id = e.id WHERE e.id IN (${placeholders(ids)})`,
    ...ids,
  );
  return rows.map((row) => ({ ...toRecord(row), leaseId: lease.id }));
}

export function* claimAlerts(lease: Lease): Operation<ClaimedAlert[]> {
  const rows = yield leaseDue(mailQueues.alerts, lease);
  return rows.map((row) => ({
    id: String(row.id),
    kind: String(row.kind),
    subject: String(row.subject),
    body: String(row.body),
    createdAt: Number(row.created_at),
    attempt: Number(row.attempts),
    leaseId: lease.id,
  }));
}

/**
 * Records a result only for the claim that holds the row: a late one (its lease ran out and
 * another claim took the row, or the team sent it again meanwhile) changes nothing. Whether it did.
 */
function* recordHeld(table: string, set: string, where: string, params: readonly SqlValue[]): Operation<boolean> {
  const rows = yield sql(
    `UPDATE ${table} SET ${set}, lease_id = NULL WHERE ${where} AND lease_id = ? RETURNING 1`,
    ...params,
  );
  return rows.length > 0;
}

export function* markSent(queue: MailQueue, id: string, leaseId: string, now: number): Operation<boolean> {
  const { table, key } = mailQueues[queue];
  return yield* recordHeld(table, "status = 'sent', sent_at = ?, last_error = NULL", `${key} = ?`, [now, id, leaseId]);
}

/** A failed attempt: retried at `retryAt`, or marked failed (and kept) when there is none left. */
export function* markAttemptFailed(
  queue: MailQueue,
  id: string,
  leaseId: string,
  error: string,
  retryAt: number | null,
): Operation<boolean> {
  const { table, key } = mailQueues[queue];
  return yield* recordHeld(
    table,
    "status = ?, next_attempt_at = COALESCE(?, next_attempt_at), last_error = ?",
    `${key} = ?`,
    [retryAt === null ? "failed" : "pending", retryAt, error, id, leaseId],
  );
}

/** When the next pending e-mail of the queue is due, if any. */
export function* nextDue(queue: MailQueue): Operation<number | null> {
  const [row] = yield sql(
    `SELECT MIN(next_attempt_at) AS due FROM ${mailQueues[queue].table} WHERE status = 'pending'`,
  );
  return number(row?.due);
}

/**
 * Extends leases still held. A row sent, failed, sent again by the team or claimed again since
 * (its lease is another's, or none) is left alone, and a later next attempt is never brought forward.
 */
export function* renewLeases(held: readonly Held[], until: number): Operation<void> {
  for (const item of held) {
    const [table, key, ids] =
      item.queue === "webhooks"
        ? ["webhook_deliveries", "enquiry_id = ? AND endpoint = ?", [item.enquiryId, item.endpoint]]
        : [mailQueues[item.queue].table, `${mailQueues[item.queue].key} = ?`, [item.id]];
    yield sql(
      `UPDATE ${table} SET next_attempt_at = ? WHERE ${key} AND lease_id = ? AND next_attempt_at < ?`,
      until,
      ...ids,
      item.leaseId,
      until,
    );
  }
}

/** Deliveries to these endpoints (the configured ones), and to none that answered 410 Gone. */
function toEndpoints(endpoints: readonly string[]): { sql: string; params: readonly SqlValue[] } {
  return {
    sql:
      `endpoint IN (${placeholders(endpoints)}) ` +
      "AND endpoint NOT IN (SELECT url FROM webhook_endpoints WHERE disabled_at IS NOT NULL)",
    params: endpoints,
  };
}

/**
 * Leases due webhook deliveries like e-mails; the first claim of a delivery records when its
 * attempts began (the 24 hours before it is given up count from there).
 */
export function* claimWebhookDeliveries(endpoints: readonly string[], lease: Lease): Operation<ClaimedWebhook[]> {
  if (endpoints.length === 0) return [];
  const claimed = yield leaseDue(
    {
      table: "webhook_deliveries",
      key: "enquiry_id, endpoint",
      returning: "enquiry_id, endpoint, webhook_id, attempts, first_attempt_at",
      set: { sql: "first_attempt_at = COALESCE(first_attempt_at, ?)", params: [lease.now] },
      where: toEndpoints(endpoints),
    },
    lease,
  );
  if (claimed.length === 0) return [];
  const ids = [...new Set(claimed.map((row) => String(row.enquiry_id)))];
  const rows = yield sql(
    `SELECT id, created_at, locale, fields FROM enquiries WHERE id IN (${placeholders(ids)})`,
    ...ids,
  );
  const enquiries = new Map(rows.map((row) => [String(row.id), toEnquiry(row)]));
  return claimed.flatMap((row) => {
    const enquiry = enquiries.get(String(row.enquiry_id));
    if (!enquiry) return [];
    return [
      {
        enquiry,
        endpoint: String(row.endpoint),
        webhookId: String(row.webhook_id),
        attempt: Number(row.attempts),
        firstAttemptAt: Number(row.first_attempt_at),
        leaseId: lease.id,
      },
    ];
  });
}

const webhookKey = "enquiry_id = ? AND endpoint = ?";

export function* markWebhookSent(answer: WebhookAnswer, now: number): Operation<boolean> {
  return yield* recordHeld(
    "webhook_deliveries",
    "status = 'sent', sent_at = ?, last_status = ?, last_error = NULL",
    webhookKey,
    [now, answer.status, answer.enquiryId, answer.endpoint, answer.leaseId],
  );
}

/** A failed attempt: retried at `retryAt`, or given up without one; like every outcome, only for its own claim. */
export function* markWebhookAttemptFailed(answer: WebhookAnswer, retryAt: number | null): Operation<boolean> {
  return yield* recordHeld(
    "webhook_deliveries",
    "status = ?, next_attempt_at = COALESCE(?, next_attempt_at), last_status = ?, last_error = ?",
    webhookKey,
    [
      retryAt === null ? "failed" : "pending",
      retryAt,
      answer.status,
      answer.error,
      answer.enquiryId,
      answer.endpoint,
      answer.leaseId,
    ],
  );
}

/** Queues an alert once: its id names the event, so a second server's copy of it is dropped. */
function* queueAlert(alert: NewAlert, now: number): Operation<void> {
  yield sql(
    "INSERT INTO alerts (id, kind, subject, body, status, attempts, created_at, next_attempt_at) " +
      "VALUES (?, ?, ?, ?, 'pending', 0, ?, ?) ON CONFLICT (id) DO NOTHING",
    alert.id,
    alert.kind,
    alert.subject,
    alert.body,
    now,
    now,
  );
}

export function* markWebhookFailed(answer: WebhookAnswer, alert: NewAlert, now: number): Operation<boolean> {
  const failed = yield* markWebhookAttemptFailed(answer, null);
  if (failed) yield* queueAlert(alert, now);
  return failed;
}

export function* disableEndpoint(answer: WebhookAnswer, alert: NewAlert, now: number): Operation<boolean> {
  const disabled = yield sql(
    "INSERT INTO webhook_endpoints (url, disabled_at, disabled_reason) VALUES (?, ?, ?) " +
      "ON CONFLICT (url) DO UPDATE SET disabled_at = excluded.disabled_at, disabled_reason = excluded.disabled_reason " +
      "WHERE webhook_endpoints.disabled_at IS NULL RETURNING url",
    answer.endpoint,
    now,
    answer.error,
  );
  yield* markWebhookAttemptFailed(answer, null);
  if (disabled.length > 0) yield* queueAlert(alert, now);
  return disabled.length > 0;
}

export function* enableEndpoint(url: string): Operation<void> {
  yield sql("UPDATE webhook_endpoints SET disabled_at = NULL, disabled_reason = NULL WHERE url = ?", url);
}

export function* nextWebhookDeliveryAt(endpoints: readonly string[]): Operation<number | null> {
  if (endpoints.length === 0) return null;
  const only = toEndpoints(endpoints);
  const [row] = yield sql(
    `SELECT MIN(next_attempt_at) AS due FROM webhook_deliveries WHERE status = 'pending' AND ${only.sql}`,
    ...only.params,
  );
  return number(row?.due);
}

function toWebhookState(row: Row): WebhookState {
  const status = String(row.status) as DeliveryStatus;
  return {
    sending: row.lease_id != null,
    endpoint: String(row.endpoint),
    status,
    attempts: Number(row.attempts),
    nextAttemptAt: status === "pending" ? number(row.next_attempt_at) : null,
    sentAt: number(row.sent_at),
    lastStatus: number(row.last_status),
    lastError: text(row.last_error),
    endpointDisabled: Number(row.endpoint_disabled) === 1,
  };
}

/** Every enquiry, oldest first, with its deliveries; or the one with the id `only`. */
export function* listEnquiries(only?: string): Operation<EnquiryRecord[]> {
  const [one, ids] = only === undefined ? ["", []] : [" WHERE e.id = ?", [only]];
  const rows = yield sql(
    `SELECT ${enquiryColumns} FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id${one} ORDER BY e.created_at, e.id`,
    ...ids,
  );
  const webhookRows = yield sql(
    "SELECT w.enquiry_id, w.endpoint, w.status, w.attempts, w.next_attempt_at, w.sent_at, w.last_status, w.lease_id, " +
      "w.last_error, CASE WHEN d.disabled_at IS NULL THEN 0 ELSE 1 END AS endpoint_disabled " +
      `FROM webhook_deliveries w LEFT JOIN webhook_endpoints d ON d.url = w.endpoint${one.replace("e.id", "w.enquiry_id")} ORDER BY w.endpoint`,
    ...ids,
  );
  const webhooks = new Map<string, WebhookState[]>();
  for (const row of webhookRows) {
    const id = String(row.enquiry_id);
    webhooks.set(id, [...(webhooks.get(id) ?? []), toWebhookState(row)]);
  }
  return rows.map((row) => ({ ...toRecord(row), webhooks: webhooks.get(String(row.id)) ?? [] }));
}

/**
 * A delivery as if new: pending, no attempts yet, due at the `?` time, held by no claim (a send in
 * flight then records nothing, and its copy goes out again).
 */
const fresh =
  "status = 'pending', attempts = 0, next_attempt_at = ?, sent_at = NULL, last_error = NULL, lease_id = NULL";
const freshWebhook = `${fresh}, first_attempt_at = NULL, last_status = NULL`;

export function* resend(enquiryId: string, now: number, record?: Recorded<boolean>): Operation<boolean> {
  const [found] = yield sql("SELECT id FROM enquiries WHERE id = ?", enquiryId);
  if (!found) return false;
  yield sql(`UPDATE outbox SET ${fresh} WHERE enquiry_id = ?`, now, enquiryId);
  yield sql(`UPDATE webhook_deliveries SET ${freshWebhook} WHERE enquiry_id = ?`, now, enquiryId);
  if (record) yield* record(true);
  return true;
}

/**
 * A data-subject request: every enquiry from the address (compared without case), with its key,
 * its outbox and webhook rows, the team's notes on it and the address's rate-limit bucket. Returns the ids it deleted.
 * Alerts name an enquiry by its id only, so none holds anything of the visitor's.
 */
export function* deleteByEmail(email: string, bucket: string, record?: Recorded<string[]>): Operation<string[]> {
  yield sql("DELETE FROM rate_limits WHERE bucket = ?", bucket);
  return yield* eraseWhere("LOWER(email) = LOWER(?)", email, record);
}

/** One enquiry, with its key, its outbox and webhook rows and its notes (the inbox's "erase this enquiry"); recorded if it was there. */
export function* deleteEnquiry(id: string, record?: Recorded<string[]>): Operation<string[]> {
  const ids = yield* eraseWhere("id = ?", id);
  if (record && ids.length > 0) yield* record(ids);
  return ids;
}

function* eraseWhere(where: string, value: string, record?: Recorded<string[]>): Operation<string[]> {
  const ofThem = `enquiry_id IN (SELECT id FROM enquiries WHERE ${where})`;
  yield sql(`DELETE FROM idempotency_keys WHERE ${ofThem}`, value);
  yield sql(`DELETE FROM outbox WHERE ${ofThem}`, value);
  yield sql(`DELETE FROM webhook_deliveries WHERE ${ofThem}`, value);
  yield sql(`DELETE FROM notes WHERE ${ofThem}`, value);
  const rows = yield sql(`DELETE FROM enquiries WHERE ${where} RETURNING id`, value);
  const ids = rows.map((row) => String(row.id));
  if (record) yield* record(ids);
  return ids;
}

/** Failed e-mails, webhook deliveries and alerts get a fresh set of attempts, due now. */
export function* retryFailed(now: number): Operation<Requeued> {
  const mail = yield sql(`UPDATE outbox SET ${fresh} WHERE status = 'failed' RETURNING enquiry_id`, now);
  const webhooks = yield sql(
    `UPDATE webhook_deliveries SET ${freshWebhook} WHERE status = 'failed' RETURNING enquiry_id, endpoint`,
    now,
  );
  const alerts = yield sql(`UPDATE alerts SET ${fresh} WHERE status = 'failed' RETURNING id`, now);
  return {
    mail: mail.map((row) => String(row.enquiry_id)),
    webhooks: webhooks.map((row) => ({ enquiryId: String(row.enquiry_id), endpoint: String(row.endpoint) })),
    alerts: alerts.map((row) => String(row.id)),
  };
}

/** Forgets the requests rate limits counted before `before` (a window ago, or more). */
export function* pruneRateLimits(before: number): Operation<void> {
  yield sql("DELETE FROM rate_limits WHERE window_start < ?", before);
}
