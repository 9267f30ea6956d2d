/** Every query of the enquiry store, for both databases; times are epoch milliseconds. */
import { type Compilable, type CompiledQuery, type Expression, PostgresAdapter, type SqlBool, sql } from "kysely";
import { contactFieldDefinitions, type FieldDefinitions, fieldValue } from "../../site/contact-fields.ts";
import type {
  ClaimedAlert,
  ClaimedWebhook,
  Db,
  DeliveryStatus,
  EnquiryStatus,
  Held,
  NewAlert,
  NewEnquiry,
  RateLimit,
  Recorded,
  Submission,
  SubmitResult,
  WebhookAnswer,
} from "./store.server.ts";

export type Row = Record<string, unknown>;

/** Thrown out of a write to undo it and still answer `value` (a refused submission). */
export class Rollback<T> {
  readonly value: T;
  constructor(value: T) {
    this.value = value;
  }
}

/**
 * A submission's statements run thousands of times a second, and building and compiling them was
 * most of what Kysely added to each: they are compiled once per database and shape, and each run
 * binds its own values, in the order the statement takes them.
 */
const compiled = new WeakMap<object, Map<string, CompiledQuery>>();
function once(db: Db, shape: string, build: () => Compilable, parameters: readonly unknown[]) {
  const { adapter } = db.getExecutor();
  let shapes = compiled.get(adapter);
  if (!shapes) {
    shapes = new Map();
    compiled.set(adapter, shapes);
  }
  let query = shapes.get(shape);
  if (!query) {
    query = build().compile();
    shapes.set(shape, query);
  }
  if (query.parameters.length !== parameters.length) throw new Error(`${shape}: ${parameters.length} values`);
  return db.executeQuery<Row>({ ...query, parameters });
}

/** Rows of the same columns, in the same order. */
export function insert(db: Db, table: string, rows: Row | Row[]) {
  const list = Array.isArray(rows) ? rows : [rows];
  const shape = `insert ${table} ${Object.keys(list[0] ?? {})} ${list.length}`;
  return once(db, shape, () => db.insertInto(table).values(list), list.flatMap(Object.values));
}

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export async function submit(db: Db, submission: Submission, now: number): Promise<SubmitResult> {
  const { enquiry, idempotency, limits } = submission;
  if (idempotency) {
    const { key, fingerprint, validForMs } = idempotency;
    const build = () =>
      db
        .selectFrom("idempotency_keys")
        .select(["fingerprint", "enquiry_id as id", "created_at"])
        .where("key", "=", key)
        .unionAll(db.selectFrom("discarded_keys").select(["fingerprint", "id", "created_at"]).where("key", "=", key));
    const [previous] = (await once(db, "previous key", build, [key, key])).rows;
    if (previous && validForMs !== undefined && Number(previous.created_at) <= now - validForMs) {
      for (const table of ["idempotency_keys", "discarded_keys"])
        await db.deleteFrom(table).where("key", "=", key).execute();
    } else if (previous) {
      return previous.fingerprint === fingerprint
        ? { kind: "replayed", id: String(previous.id) }
        : { kind: "keyReused" };
    }
  }
  await countAgainst(db, limits, now);
  const key = idempotency && { key: idempotency.key, fingerprint: idempotency.fingerprint, created_at: now };
  if (submission.discard) {
    if (key) await insert(db, "discarded_keys", { ...key, id: enquiry.id });
    return { kind: "created", id: enquiry.id };
  }
  await insertEnquiry(db, enquiry);
  if (key) await insert(db, "idempotency_keys", { ...key, enquiry_id: enquiry.id });
  const pending = { enquiry_id: enquiry.id, status: "pending", attempts: 0, next_attempt_at: now };
  await insert(db, "outbox", pending);
  const endpoints = submission.webhooks ?? [];
  // One webhook-id per enquiry, kept across attempts and endpoints: Standard Webhooks' message id.
  const webhookId = `msg_${enquiry.id}`;
  if (endpoints.length > 0) {
    await insert(
      db,
      "webhook_deliveries",
      endpoints.map((endpoint) => ({ ...pending, endpoint, webhook_id: webhookId })),
    );
  }
  return { kind: "created", id: enquiry.id };
}

/**
 * Sliding windows: one row per bucket and millisecond that accepted requests. All the limits are
 * read in one query and counted in one upsert (statements are most of a submission's cost); a
 * refusal is rolled back, uncounted. Their buckets are distinct.
 */
export async function countAgainst(db: Db, limits: readonly RateLimit[], now: number): Promise<void> {
  if (limits.length === 0) return;
  const buckets = limits.map((limit) => limit.bucket).sort();
  const hit = (windowStart: number, hits: number, update: unknown) =>
    once(
      db,
      `count ${buckets.length} ${update}`,
      () =>
        db
          .insertInto("rate_limits")
          .values(buckets.map((bucket) => ({ bucket, window_start: windowStart, hits })))
          .onConflict((conflict) => conflict.columns(["bucket", "window_start"]).doUpdateSet({ hits: update })),
      [...buckets.flatMap((bucket) => [bucket, windowStart, hits]), ...(typeof update === "number" ? [update] : [])],
    );
  // Each bucket's row at 0 is locked until the transaction ends: on PostgreSQL, two requests at once
  // count one after the other (SQLite's transactions already do).
  if (db.getExecutor().adapter instanceof PostgresAdapter) await hit(0, 0, 0);
  const since = now - Math.max(...limits.map((limit) => limit.windowMs));
  const { rows: recent } = await once(
    db,
    `recent ${buckets.length}`,
    () =>
      db
        .selectFrom("rate_limits")
        .select(["bucket", "window_start", "hits"])
        .where("bucket", "in", buckets)
        .where("window_start", ">", since)
        .orderBy("window_start"),
    [...buckets, since],
  );
  for (const limit of limits) {
    const rows = recent.filter((row) => row.bucket === limit.bucket && Number(row.window_start) > now - limit.windowMs);
    let over = rows.reduce((sum, row) => sum + Number(row.hits), 1 - limit.max);
    if (over <= 0) continue;
    // One more fits once the oldest `over` have left the window.
    const leaving = rows.find((row) => {
      over -= Number(row.hits);
      return over <= 0;
    });
    throw new Rollback<SubmitResult>({
      kind: "rateLimited",
      retryAfterSeconds: Math.max(1, Math.ceil((Number(leaving?.window_start) + limit.windowMs - now) / 1000)),
    });
  }
  await hit(now, 1, sql`rate_limits.hits + 1`);
}

/** Folded here because SQLite's LOWER knows ASCII only: "maria lopez" finds "María López". */
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

async function insertEnquiry(db: Db, { id, createdAt, locale, ...fields }: NewEnquiry): Promise<void> {
  const columns = Object.fromEntries(fieldColumns.map((name) => [name, fieldValue(fields, { name })]));
  const row = { id, created_at: createdAt, locale, ...columns, fields: JSON.stringify(fields) };
  await insert(db, "enquiries", { ...row, search_text: searchText(fields) });
}

const withDelivery = (db: Db) =>
  db
    .selectFrom("enquiries as e")
    .leftJoin("outbox as o", "o.enquiry_id", "e.id")
    .select(["e.id", "e.created_at", "e.locale", "e.fields", "e.status as enquiry_status", "e.owner"])
    .select(["o.status", "o.attempts", "o.next_attempt_at", "o.sent_at", "o.last_error", "o.lease_id"]);

export function toEnquiry(row: Row): NewEnquiry {
  return {
    ...(JSON.parse(String(row.fields)) as Record<string, string>),
    id: String(row.id),
    createdAt: Number(row.created_at),
    locale: String(row.locale),
  } as NewEnquiry;
}

function toRecord(row: Row) {
  return {
    ...toEnquiry(row),
    status: String(row.enquiry_status) as EnquiryStatus,
    /** An address on ADMIN_EMAILS, or "" for nobody. */
    owner: String(row.owner),
    delivery: {
      status: String(row.status ?? "pending") as DeliveryStatus,
      attempts: Number(row.attempts ?? 0),
      nextAttemptAt: number(row.next_attempt_at),
      sentAt: number(row.sent_at),
      lastError: text(row.last_error),
      /** An attempt is under way (or its sender died and its lease has not run out yet). */
      sending: row.lease_id != null,
    },
  };
}

export interface Lease {
  readonly id: string;
  readonly now: number;
  readonly leaseMs: number;
  readonly limit: number;
  /** PostgreSQL's `FOR UPDATE SKIP LOCKED`; SQLite's single writer needs none. */
  readonly skipLocked: boolean;
}

interface Queue {
  readonly table: "outbox" | "webhook_deliveries" | "alerts";
  readonly key: string;
  readonly returning: string;
  readonly set?: ReturnType<typeof sql>;
  readonly where?: ReturnType<typeof sql>;
}

/**
 * The next attempt moves to the lease's end, so a dead sender's rows are retried, first (before new
 * work). The outer WHERE re-checks a row another transaction claimed meanwhile.
 */
async function leaseDue(db: Db, queue: Queue, { id, now, leaseMs, limit, skipLocked }: Lease): Promise<Row[]> {
  const table = sql.table(queue.table);
  const key = sql.raw(queue.key);
  const due = sql`status = 'pending' AND next_attempt_at <= ${now}${queue.where ? sql` AND ${queue.where}` : sql``}`;
  // The rows are picked once, in a materialised CTE: as a plain subquery PostgreSQL may run it again
  // for each row it updates, and with SKIP LOCKED each run can pick others, taking more than `limit`.
  const { rows } = await sql<Row>`WITH picked AS MATERIALIZED (SELECT ${key} FROM ${table} WHERE ${due}
    ORDER BY lease_id IS NULL, next_attempt_at LIMIT ${limit}${skipLocked ? sql` FOR UPDATE SKIP LOCKED` : sql``})
    UPDATE ${table} SET attempts = attempts + 1, next_attempt_at = ${now + leaseMs}, lease_id = ${id}${queue.set ? sql`, ${queue.set}` : sql``}
    WHERE (${key}) IN (SELECT ${key} FROM picked) AND ${due} RETURNING ${sql.raw(queue.returning)}`.execute(db);
  return rows;
}

const mailQueues = {
  outbox: { table: "outbox", key: "enquiry_id", returning: "enquiry_id" },
  alerts: {
    table: "alerts",
    key: "id",
    returning: 'id, kind, subject, body, created_at AS "createdAt", attempts AS attempt',
  },
} as const satisfies Record<string, Queue>;
export type MailQueue = keyof typeof mailQueues;

export async function claimDeliveries(db: Db, lease: Lease) {
  const claimed = await leaseDue(db, mailQueues.outbox, lease);
  if (claimed.length === 0) return [];
  const ids = claimed.map((row) => String(row.enquiry_id));
  const rows = await withDelivery(db).where("e.id", "in", ids).execute();
  return rows.map((row) => ({ ...toRecord(row), leaseId: lease.id }));
}

export async function claimAlerts(db: Db, lease: Lease): Promise<ClaimedAlert[]> {
  const rows = await leaseDue(db, mailQueues.alerts, lease);
  return rows.map((row) => ({ ...row, leaseId: lease.id }) as ClaimedAlert);
}

type RowKey = { readonly table: string; readonly key: Record<string, string> };
const mailRow = (queue: MailQueue, id: string): RowKey => ({
  table: mailQueues[queue].table,
  key: { [mailQueues[queue].key]: id },
});
const webhookRow = (answer: { enquiryId: string; endpoint: string }): RowKey => ({
  table: "webhook_deliveries",
  key: { enquiry_id: answer.enquiryId, endpoint: answer.endpoint },
});

/** A late result (lease ran out and the row was claimed again, or re-sent) changes nothing. */
async function recordHeld(db: Db, row: RowKey, leaseId: string, set: Row): Promise<boolean> {
  const where = { ...row.key, lease_id: leaseId };
  const { numAffectedRows } = await once(
    db,
    `record ${row.table} ${Object.keys(set)} ${Object.keys(row.key)}`,
    () =>
      db
        .updateTable(row.table)
        .set({ ...set, lease_id: null })
        .where((eb) => eb.and(where)),
    [...Object.values(set), null, ...Object.values(where)],
  );
  return (numAffectedRows ?? 0n) > 0n;
}

const failedAttempt = (error: string, retryAt: number | null): Row => ({
  status: retryAt === null ? "failed" : "pending",
  ...(retryAt === null ? {} : { next_attempt_at: retryAt }),
  last_error: error,
});

export const markSent = (db: Db, queue: MailQueue, id: string, leaseId: string, now: number) =>
  recordHeld(db, mailRow(queue, id), leaseId, { status: "sent", sent_at: now, last_error: null });

export const markAttemptFailed = (
  db: Db,
  queue: MailQueue,
  id: string,
  leaseId: string,
  error: string,
  retryAt: number | null,
) => recordHeld(db, mailRow(queue, id), leaseId, failedAttempt(error, retryAt));

async function nextDueIn(db: Db, table: string, only?: Expression<SqlBool>): Promise<number | null> {
  const row = await db
    .selectFrom(table)
    .select(sql`MIN(next_attempt_at)`.as("due"))
    .where("status", "=", "pending")
    .where(only ?? sql<SqlBool>`1 = 1`)
    .executeTakeFirst();
  return number(row?.due);
}

export const nextDue = (db: Db, queue: MailQueue) => nextDueIn(db, mailQueues[queue].table);

/** A row claimed again since is left alone, and a later next attempt is never brought forward. */
export async function renewLeases(db: Db, held: readonly Held[], until: number): Promise<void> {
  for (const item of held) {
    const row = item.queue === "webhooks" ? webhookRow(item) : mailRow(item.queue, item.id);
    await db
      .updateTable(row.table)
      .set({ next_attempt_at: until })
      .where((eb) => eb.and({ ...row.key, lease_id: item.leaseId }))
      .where("next_attempt_at", "<", until)
      .execute();
  }
}

/** Deliveries to these endpoints (the configured ones), and to none that answered 410 Gone. */
const toEndpoints = (endpoints: readonly string[]) =>
  sql<SqlBool>`endpoint IN (${sql.join(endpoints)}) AND endpoint NOT IN (SELECT url FROM webhook_endpoints WHERE disabled_at IS NOT NULL)`;

/** The first claim records when attempts began: the 24 hours before giving up count from there. */
export async function claimWebhookDeliveries(db: Db, endpoints: readonly string[], lease: Lease) {
  if (endpoints.length === 0) return [];
  const claimed = await leaseDue(
    db,
    {
      table: "webhook_deliveries",
      key: "enquiry_id, endpoint",
      returning:
        'enquiry_id, endpoint, webhook_id AS "webhookId", attempts AS attempt, first_attempt_at AS "firstAttemptAt"',
      set: sql`first_attempt_at = COALESCE(first_attempt_at, ${lease.now})`,
      where: toEndpoints(endpoints),
    },
    lease,
  );
  if (claimed.length === 0) return [];
  const ids = [...new Set(claimed.map((row) => String(row.enquiry_id)))];
  const rows = await db
    .selectFrom("enquiries")
    .select(["id", "created_at", "locale", "fields"])
    .where("id", "in", ids)
    .execute();
  const enquiries = new Map(rows.map((row) => [String(row.id), toEnquiry(row)]));
  return claimed.flatMap(({ enquiry_id, ...row }) => {
    const enquiry = enquiries.get(String(enquiry_id));
    return enquiry ? [{ enquiry, ...row, leaseId: lease.id } as ClaimedWebhook] : [];
  });
}

export const markWebhookSent = (db: Db, answer: WebhookAnswer, now: number) =>
  recordHeld(db, webhookRow(answer), answer.leaseId, {
    status: "sent",
    sent_at: now,
    last_status: answer.status,
    last_error: null,
  });

export const markWebhookAttemptFailed = (db: Db, answer: WebhookAnswer, retryAt: number | null) =>
  recordHeld(db, webhookRow(answer), answer.leaseId, {
    ...failedAttempt(answer.error, retryAt),
    last_status: answer.status,
  });

/** Queues an alert once: its id names the event, so a second server's copy of it is dropped. */
async function queueAlert(db: Db, alert: NewAlert, now: number): Promise<void> {
  await db
    .insertInto("alerts")
    .values({ ...alert, status: "pending", attempts: 0, created_at: now, next_attempt_at: now })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

export async function markWebhookFailed(db: Db, answer: WebhookAnswer, alert: NewAlert, now: number) {
  const failed = await markWebhookAttemptFailed(db, answer, null);
  if (failed) await queueAlert(db, alert, now);
  return failed;
}

export async function disableEndpoint(db: Db, answer: WebhookAnswer, alert: NewAlert, now: number) {
  const disabled = await db
    .insertInto("webhook_endpoints")
    .values({ url: answer.endpoint, disabled_at: now, disabled_reason: answer.error })
    .onConflict((conflict) =>
      conflict
        .column("url")
        .doUpdateSet({ disabled_at: sql`excluded.disabled_at`, disabled_reason: sql`excluded.disabled_reason` })
        .where("webhook_endpoints.disabled_at", "is", null),
    )
    .returning("url")
    .execute();
  await markWebhookAttemptFailed(db, answer, null);
  if (disabled.length > 0) await queueAlert(db, alert, now);
  return disabled.length > 0;
}

export async function enableEndpoint(db: Db, url: string): Promise<void> {
  await db
    .updateTable("webhook_endpoints")
    .set({ disabled_at: null, disabled_reason: null })
    .where("url", "=", url)
    .execute();
}

export const nextWebhookDeliveryAt = async (db: Db, endpoints: readonly string[]) =>
  endpoints.length === 0 ? null : nextDueIn(db, "webhook_deliveries", toEndpoints(endpoints));

export type WebhookState = ReturnType<typeof toWebhookState>;
function toWebhookState(row: Row) {
  const status = String(row.status) as DeliveryStatus;
  return {
    sending: row.lease_id != null,
    endpoint: String(row.endpoint),
    status,
    attempts: Number(row.attempts),
    nextAttemptAt: status === "pending" ? number(row.next_attempt_at) : null,
    sentAt: number(row.sent_at),
    /** The HTTP status of the last attempt; null after a network error or a timeout, or before any. */
    lastStatus: number(row.last_status),
    lastError: text(row.last_error),
    /** The endpoint answered 410 Gone: nothing is sent to it until it is enabled again. */
    endpointDisabled: row.disabled_at != null,
  };
}

export type EnquiryRecord = Awaited<ReturnType<typeof listEnquiries>>[number];
export async function listEnquiries(db: Db, only?: string) {
  const rows = await withDelivery(db)
    .$if(only !== undefined, (query) => query.where("e.id", "=", only))
    .orderBy("e.created_at")
    .orderBy("e.id")
    .execute();
  const webhookRows = await db
    .selectFrom("webhook_deliveries as w")
    .leftJoin("webhook_endpoints as d", "d.url", "w.endpoint")
    .selectAll("w")
    .select("d.disabled_at")
    .$if(only !== undefined, (query) => query.where("w.enquiry_id", "=", only))
    .orderBy("w.endpoint")
    .execute();
  const webhooks = Map.groupBy(webhookRows, (row) => String(row.enquiry_id));
  return rows.map((row) => ({ ...toRecord(row), webhooks: (webhooks.get(String(row.id)) ?? []).map(toWebhookState) }));
}

/** Held by no claim: a send in flight then records nothing, and its copy goes out again. */
const fresh = (now: number) => ({
  status: "pending",
  attempts: 0,
  next_attempt_at: now,
  sent_at: null,
  last_error: null,
  lease_id: null,
});
const freshWebhook = (now: number) => ({ ...fresh(now), first_attempt_at: null, last_status: null });

export async function resend(db: Db, enquiryId: string, now: number, record?: Recorded<boolean>): Promise<boolean> {
  const found = await db.selectFrom("enquiries").select("id").where("id", "=", enquiryId).executeTakeFirst();
  if (!found) return false;
  await db.updateTable("outbox").set(fresh(now)).where("enquiry_id", "=", enquiryId).execute();
  await db.updateTable("webhook_deliveries").set(freshWebhook(now)).where("enquiry_id", "=", enquiryId).execute();
  await record?.(db, true);
  return true;
}

/** A data-subject request; alerts name an enquiry by id only, so they hold nothing of the visitor's. */
export async function deleteByEmail(db: Db, email: string, bucket: string, record?: Recorded<string[]>) {
  await db.deleteFrom("rate_limits").where("bucket", "=", bucket).execute();
  const ids = await eraseWhere(db, sql<SqlBool>`LOWER(email) = LOWER(${email})`);
  await record?.(db, ids);
  return ids;
}

export async function deleteEnquiry(db: Db, id: string, record?: Recorded<string[]>): Promise<string[]> {
  const ids = await eraseWhere(db, sql<SqlBool>`id = ${id}`);
  if (ids.length > 0) await record?.(db, ids);
  return ids;
}

async function eraseWhere(db: Db, where: Expression<SqlBool>): Promise<string[]> {
  const ofThem = db.selectFrom("enquiries").select("id").where(where);
  for (const table of ["idempotency_keys", "outbox", "webhook_deliveries", "notes"]) {
    await db.deleteFrom(table).where("enquiry_id", "in", ofThem).execute();
  }
  const rows = await db.deleteFrom("enquiries").where(where).returning("id").execute();
  return rows.map((row) => String(row.id));
}

export async function retryFailed(db: Db, now: number) {
  const requeue = (table: string, set: Row, returning: string[]) =>
    db.updateTable(table).set(set).where("status", "=", "failed").returning(returning).execute();
  const mail = await requeue("outbox", fresh(now), ["enquiry_id"]);
  const webhooks = await requeue("webhook_deliveries", freshWebhook(now), ["enquiry_id", "endpoint"]);
  const alerts = await requeue("alerts", fresh(now), ["id"]);
  return {
    mail: mail.map((row) => String(row.enquiry_id)),
    webhooks: webhooks.map((row) => ({ enquiryId: String(row.enquiry_id), endpoint: String(row.endpoint) })),
    alerts: alerts.map((row) => String(row.id)),
  };
}

export async function pruneRateLimits(db: Db, before: number): Promise<void> {
  await db.deleteFrom("rate_limits").where("window_start", "<", before).execute();
}
