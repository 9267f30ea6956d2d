/**
 * The inbox's queries. Links and sessions live in the database so every server knows them; only
 * hashes of their secrets, so a backup or replica cannot sign anyone in.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { InboxAuditEntry } from "../../app/admin/views.ts";
import { countAgainst, insert } from "../storage/operations.server.ts";
import type { Db, RateLimit } from "../storage/store.server.ts";

type LinkRequest = { readonly kind: "accepted" } | { readonly kind: "rateLimited"; retryAfterSeconds: number };

/** An address not on the list is counted the same way, so the answer cannot tell the two apart. */
export async function requestLink(
  db: Db,
  options: {
    readonly limits: readonly RateLimit[];
    readonly link?: { readonly tokenHash: string; readonly email: string; readonly expiresAt: number };
    readonly now: number;
  },
): Promise<LinkRequest> {
  await countAgainst(db, options.limits, options.now);
  const { link } = options;
  if (link) {
    const { tokenHash, email, expiresAt } = link;
    await insert(db, "admin_links", { token_hash: tokenHash, email, created_at: options.now, expires_at: expiresAt });
  }
  return { kind: "accepted" };
}

/** Why a link signed nobody in: never issued, spent already, out of time, or its address no longer on ADMIN_EMAILS. */
type RefusalReason = "unknown" | "used" | "expired" | "withdrawn";

type SignInResult =
  | { readonly kind: "signedIn"; readonly email: string }
  | { readonly kind: "refused"; readonly reason: RefusalReason }
  | { readonly kind: "rateLimited"; readonly retryAfterSeconds: number };

/** Every spend is audited, and counted against `limits` first so refused ones cannot flood the trail. */
export async function signIn(
  db: Db,
  options: {
    readonly tokenHash: string;
    readonly sessionHash: string;
    readonly sessionExpiresAt: number;
    /** ADMIN_EMAILS as this server read it, in lower case. */
    readonly allowed: ReadonlySet<string>;
    readonly client: string;
    readonly limits: readonly RateLimit[];
    readonly now: number;
  },
): Promise<SignInResult> {
  const { now, client } = options;
  await countAgainst(db, options.limits, now);
  const link = await db
    .selectFrom("admin_links")
    .select(["email", "used_at", "expires_at"])
    .where("token_hash", "=", options.tokenHash)
    .executeTakeFirst();
  const email = link ? String(link.email) : "";
  let reason: RefusalReason | undefined = !link
    ? "unknown"
    : link.used_at !== null
      ? "used"
      : Number(link.expires_at) <= now
        ? "expired"
        : options.allowed.has(email.toLowerCase())
          ? undefined
          : "withdrawn";
  if (reason === "withdrawn") {
    await withdraw(db, email, client, now);
    return { kind: "refused", reason };
  }
  if (reason === undefined) {
    // The same link spent twice at once: only one of the two finds it unused.
    const spent = await db
      .updateTable("admin_links")
      .set({ used_at: now })
      .where("token_hash", "=", options.tokenHash)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow();
    if (spent.numUpdatedRows > 0n) {
      const session = { id_hash: options.sessionHash, email, created_at: now, expires_at: options.sessionExpiresAt };
      await insert(db, "admin_sessions", session);
      await record(db, { actor: email, action: "sign-in", detail: "", client }, now);
      return { kind: "signedIn", email };
    }
    reason = "used";
  }
  await record(db, { actor: email, action: `sign-in-${reason}`, detail: "", client }, now);
  return { kind: "refused", reason };
}

/** Audited only when it ended something: two requests at once end it once. */
export async function withdraw(db: Db, email: string, client: string, now: number): Promise<void> {
  const ofAddress = sql<boolean>`LOWER(email) = ${email.toLowerCase()}`;
  const sessions = await db.deleteFrom("admin_sessions").where(ofAddress).executeTakeFirstOrThrow();
  const links = await db
    .deleteFrom("admin_links")
    .where(ofAddress)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  const ended = Number(sessions.numDeletedRows + links.numDeletedRows);
  if (ended > 0) await record(db, { actor: email, action: "access-withdrawn", detail: String(ended), client }, now);
}

/** At start-up, so that putting an address back on the list never brings an old session or link back. */
export async function withdrawOthers(db: Db, allowed: ReadonlySet<string>, now: number): Promise<void> {
  const rows = await db
    .selectFrom("admin_sessions")
    .select("email")
    .union(db.selectFrom("admin_links").select("email").where("used_at", "is", null))
    .execute();
  const others = new Set(rows.map((row) => String(row.email).toLowerCase()).filter((email) => !allowed.has(email)));
  for (const email of others) await withdraw(db, email, "", now);
}

export async function sessionOwner(db: Db, sessionHash: string, now: number): Promise<string | null> {
  const row = await db
    .selectFrom("admin_sessions")
    .select("email")
    .where("id_hash", "=", sessionHash)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row ? String(row.email) : null;
}

export async function signOut(db: Db, sessionHash: string, actor: string, client: string, now: number) {
  await db.deleteFrom("admin_sessions").where("id_hash", "=", sessionHash).execute();
  await record(db, { actor, action: "sign-out", detail: "", client }, now);
}

/** Ends every session of `actor` but this one (a browser left signed in elsewhere), with how many in the trail. */
export async function signOutOthers(db: Db, sessionHash: string, actor: string, client: string, now: number) {
  const ended = await db
    .deleteFrom("admin_sessions")
    .where(sql<boolean>`LOWER(email) = ${actor.toLowerCase()}`)
    .where("id_hash", "<>", sessionHash)
    .executeTakeFirstOrThrow();
  await record(db, { actor, action: "sign-out-others", detail: String(ended.numDeletedRows), client }, now);
}

/** Links are kept a day after they expired, so a late spend is recorded as expired rather than unknown. */
export async function pruneSignIns(db: Db, now: number): Promise<void> {
  await db
    .deleteFrom("admin_links")
    .where("expires_at", "<=", now - linkRecordMs)
    .execute();
  await db.deleteFrom("admin_sessions").where("expires_at", "<=", now).execute();
}

export const linkRecordMs = 24 * 3_600_000;

export type AuditAction =
  | "sign-in"
  | "sign-in-unknown"
  | "sign-in-used"
  | "sign-in-expired"
  | "access-withdrawn"
  | "sign-out"
  | "sign-out-others"
  | "view"
  | "view-enquiry"
  | "status"
  | "owner"
  | "resend"
  | "retry-failed"
  | "erase"
  | "erase-enquiry"
  | "export"
  | "enable-endpoint"
  | "note";

export interface AuditEntry {
  /** The team member's address, "" when a spent link named nobody, or "command line" for `npm run enquiries`. */
  readonly actor: string;
  readonly action: AuditAction;
  /** What was done: a status, an owner's address, an endpoint, a count. Never a visitor's personal data. */
  readonly detail: string;
  /** The address the request came from (as the rate limits count it); "" for the command line. */
  readonly client?: string;
  /** The enquiry it was about. The trail names it by its sender while it exists, and keeps no name of its own. */
  readonly enquiryId?: string;
}

export async function record(db: Db, entry: AuditEntry, now: number, id: string = randomUUID()): Promise<void> {
  const { actor, action, detail } = entry;
  const about = { client: entry.client ?? "", enquiry_id: entry.enquiryId ?? null };
  await insert(db, "audit_trail", { id, at: now, actor, action, detail, ...about });
}

/** How many enquiries an erasure by `actor` took, by its entry's id; null when it has no such entry. */
export async function erasedBy(db: Db, id: string, actor: string): Promise<number | null> {
  const row = await db
    .selectFrom("audit_trail")
    .select("detail")
    .where("id", "=", id)
    .where("actor", "=", actor)
    .where("action", "=", "erase")
    .executeTakeFirst();
  return row ? Number(row.detail) : null;
}

/** Newest first; for one enquiry, its history without views. */
export async function auditTrail(db: Db, limit: number, about?: string): Promise<InboxAuditEntry[]> {
  const rows = await db
    .selectFrom("audit_trail as a")
    .leftJoin("enquiries as e", "e.id", "a.enquiry_id")
    .select(["a.id", "a.at", "a.actor", "a.action", "a.detail", "a.client", "a.enquiry_id", "e.name", "e.created_at"])
    .$if(about !== undefined, (query) =>
      query.where("a.enquiry_id", "=", about).where("a.action", "<>", "view-enquiry"),
    )
    .orderBy("a.at", "desc")
    .orderBy("a.id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    at: Number(row.at),
    actor: String(row.actor),
    action: String(row.action) as AuditAction,
    detail: String(row.detail),
    client: String(row.client),
    enquiry:
      row.enquiry_id === null || row.enquiry_id === undefined
        ? null
        : row.name === null || row.name === undefined
          ? { id: String(row.enquiry_id), erased: true }
          : { id: String(row.enquiry_id), erased: false, name: String(row.name), receivedAt: Number(row.created_at) },
  }));
}

export async function endpointStates(db: Db, urls: readonly string[]) {
  if (urls.length === 0) return [];
  const rows = await db
    .selectFrom("webhook_endpoints")
    .select(["url", "disabled_at", "disabled_reason"])
    .where("disabled_at", "is not", null)
    .where("url", "in", urls)
    .execute();
  const disabled = new Map(rows.map((row) => [String(row.url), row]));
  return urls.map((url) => {
    const row = disabled.get(url);
    return { url, disabled: row ? { at: Number(row.disabled_at), reason: String(row.disabled_reason ?? "") } : null };
  });
}
