/**
 * The inbox's reads and writes, in the store's shared form (../storage/operations.server.ts): one
 * generator per transaction, run by SQLite and PostgreSQL alike through `store.write`/`store.read`.
 * Links and sessions are kept in the database, not in a server's memory, so a link asked for on one
 * server opens on another, and a session started on one is known to all of them.
 *
 * Only hashes of the secrets are stored: whoever reads the database (a backup, a replica) cannot
 * sign in with what it finds there.
 */
import { randomUUID } from "node:crypto";
import { countAgainst, type Operation } from "../storage/operations.server.ts";
import type { RateLimit } from "../storage/store.server.ts";

const sql = (text: string, ...params: (string | number | null)[]) => ({ sql: text, params });

export type LinkRequest = { readonly kind: "accepted" } | { readonly kind: "rateLimited"; retryAfterSeconds: number };

/**
 * A request for a sign-in link: counted against its limits (refused, and rolled back, past one),
 * and, for an address on the allow-list, a link stored by its hash. An address that is not on the
 * list is counted the same way and gets nothing, so the answer cannot tell the two apart.
 */
export function* requestLink(options: {
  readonly limits: readonly RateLimit[];
  readonly link?: { readonly tokenHash: string; readonly email: string; readonly expiresAt: number };
  readonly now: number;
}): Operation<LinkRequest> {
  for (const limit of options.limits) yield* countAgainst(limit, options.now);
  const { link } = options;
  if (link) {
    yield sql(
      "INSERT INTO admin_links (token_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)",
      link.tokenHash,
      link.email,
      options.now,
      link.expiresAt,
    );
  }
  return { kind: "accepted" };
}

/** Why a link signed nobody in: never issued, spent already, out of time, or its address no longer on ADMIN_EMAILS. */
export type RefusalReason = "unknown" | "used" | "expired" | "withdrawn";

export type SignInResult =
  | { readonly kind: "signedIn"; readonly email: string }
  | { readonly kind: "refused"; readonly reason: RefusalReason }
  | { readonly kind: "rateLimited"; readonly retryAfterSeconds: number };

/**
 * Spends a link, once: an unused, unexpired link of an address still on ADMIN_EMAILS becomes a
 * session in the same transaction, and the sign-in is written to the audit trail. Any other spend
 * signs nobody in and is written there too, with the client's address (the page does not tell the
 * reasons apart); the link of an address no longer on the list ends that address's access
 * (`withdraw`). Each spend counts against `limits` first, so refused spends cannot flood the trail.
 */
export function* signIn(options: {
  readonly tokenHash: string;
  readonly sessionHash: string;
  readonly sessionExpiresAt: number;
  /** ADMIN_EMAILS as this server read it, in lower case. */
  readonly allowed: ReadonlySet<string>;
  /** The client's address, for the audit trail. */
  readonly client: string;
  readonly limits: readonly RateLimit[];
  readonly now: number;
}): Operation<SignInResult> {
  const { now, client } = options;
  for (const limit of options.limits) yield* countAgainst(limit, now);
  const [link] = yield sql(
    "SELECT email, used_at, expires_at FROM admin_links WHERE token_hash = ?",
    options.tokenHash,
  );
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
    yield* withdraw(email, client, now);
    return { kind: "refused", reason };
  }
  if (reason === undefined) {
    // The same link spent twice at once: only one of the two finds it unused.
    const [spent] = yield sql(
      "UPDATE admin_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL RETURNING email",
      now,
      options.tokenHash,
    );
    if (spent) {
      yield sql(
        "INSERT INTO admin_sessions (id_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)",
        options.sessionHash,
        email,
        now,
        options.sessionExpiresAt,
      );
      yield* record({ actor: email, action: "sign-in", detail: "", client }, now);
      return { kind: "signedIn", email };
    }
    reason = "used";
  }
  yield* record({ actor: email, action: `sign-in-${reason}`, detail: "", client }, now);
  return { kind: "refused", reason };
}

/**
 * Ends the access of an address that is no longer on ADMIN_EMAILS: all its sessions and its unspent
 * links, on every server that shares the store. Written to the audit trail when it ended something
 * (two requests at once end it once).
 */
export function* withdraw(email: string, client: string, now: number): Operation<void> {
  const address = email.toLowerCase();
  const sessions = yield sql("DELETE FROM admin_sessions WHERE LOWER(email) = ? RETURNING id_hash", address);
  const links = yield sql(
    "DELETE FROM admin_links WHERE LOWER(email) = ? AND used_at IS NULL RETURNING token_hash",
    address,
  );
  const ended = sessions.length + links.length;
  if (ended > 0) yield* record({ actor: email, action: "access-withdrawn", detail: String(ended), client }, now);
}

/**
 * Run as the store opens: ends the access of every address with a session or an unspent link that
 * ADMIN_EMAILS (`allowed`, in lower case) no longer names, so that putting it back on the list
 * later never brings an old session or link back.
 */
export function* withdrawOthers(allowed: ReadonlySet<string>, now: number): Operation<void> {
  const rows = yield sql("SELECT email FROM admin_sessions UNION SELECT email FROM admin_links WHERE used_at IS NULL");
  const others = new Set(rows.map((row) => String(row.email).toLowerCase()).filter((email) => !allowed.has(email)));
  for (const email of others) yield* withdraw(email, "", now);
}

/** Who a session belongs to, while it lasts. */
export function* sessionOwner(sessionHash: string, now: number): Operation<string | null> {
  const [row] = yield sql("SELECT email FROM admin_sessions WHERE id_hash = ? AND expires_at > ?", sessionHash, now);
  return row ? String(row.email) : null;
}

export function* signOut(sessionHash: string, actor: string, client: string, now: number): Operation<void> {
  yield sql("DELETE FROM admin_sessions WHERE id_hash = ?", sessionHash);
  yield* record({ actor, action: "sign-out", detail: "", client }, now);
}

/** Ends every session of `actor` but this one (a browser left signed in elsewhere), with how many in the trail. */
export function* signOutOthers(sessionHash: string, actor: string, client: string, now: number): Operation<void> {
  const ended = yield sql(
    "DELETE FROM admin_sessions WHERE LOWER(email) = ? AND id_hash <> ? RETURNING id_hash",
    actor.toLowerCase(),
    sessionHash,
  );
  yield* record({ actor, action: "sign-out-others", detail: String(ended.length), client }, now);
}

/**
 * Forgets sessions that have ended, and links a day after they expired: until then a late spend of
 * one is recorded as expired rather than unknown.
 */
export function* pruneSignIns(now: number): Operation<void> {
  yield sql("DELETE FROM admin_links WHERE expires_at <= ?", now - linkRecordMs);
  yield sql("DELETE FROM admin_sessions WHERE expires_at <= ?", now);
}

/** How long a link is kept after it expired. */
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

export interface AuditRecord extends Omit<AuditEntry, "enquiryId"> {
  readonly id: string;
  readonly at: number;
  readonly client: string;
  /** The enquiry it was about, as it is now: erased, or its sender's name and when it came. */
  readonly enquiry:
    | { readonly id: string; readonly erased: false; readonly name: string; readonly receivedAt: number }
    | { readonly id: string; readonly erased: true }
    | null;
}

/** Writes one entry of the audit trail, inside the transaction of what it records. */
export function* record(entry: AuditEntry, now: number, id: string = randomUUID()): Operation<void> {
  yield sql(
    "INSERT INTO audit_trail (id, at, actor, action, detail, client, enquiry_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
    id,
    now,
    entry.actor,
    entry.action,
    entry.detail,
    entry.client ?? "",
    entry.enquiryId ?? null,
  );
}

/** How many enquiries an erasure by `actor` took, by its entry's id; null when it has no such entry. */
export function* erasedBy(id: string, actor: string): Operation<number | null> {
  const [row] = yield sql("SELECT detail FROM audit_trail WHERE id = ? AND actor = ? AND action = 'erase'", id, actor);
  return row ? Number(row.detail) : null;
}

/**
 * The latest entries of the audit trail, newest first: all of them, or those about one enquiry
 * but its views (its history).
 */
export function* auditTrail(limit: number, about?: string): Operation<AuditRecord[]> {
  const [where, params] =
    about === undefined ? ["", []] : [" WHERE a.enquiry_id = ? AND a.action <> 'view-enquiry'", [about]];
  const rows = yield sql(
    "SELECT a.id, a.at, a.actor, a.action, a.detail, a.client, a.enquiry_id, e.name, e.created_at " +
      `FROM audit_trail a LEFT JOIN enquiries e ON e.id = a.enquiry_id${where} ORDER BY a.at DESC, a.id LIMIT ?`,
    ...params,
    limit,
  );
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

export interface EndpointState {
  readonly url: string;
  /** Set while the endpoint is disabled (it answered 410 Gone), until the team enables it again. */
  readonly disabled: { readonly at: number; readonly reason: string } | null;
}

/** Whether each configured webhook endpoint is active or disabled, in the configured order. */
export function* endpointStates(urls: readonly string[]): Operation<EndpointState[]> {
  if (urls.length === 0) return [];
  const rows = yield sql(
    `SELECT url, disabled_at, disabled_reason FROM webhook_endpoints WHERE disabled_at IS NOT NULL AND url IN (${urls.map(() => "?").join(", ")})`,
    ...urls,
  );
  const disabled = new Map(rows.map((row) => [String(row.url), row]));
  return urls.map((url) => {
    const row = disabled.get(url);
    return { url, disabled: row ? { at: Number(row.disabled_at), reason: String(row.disabled_reason ?? "") } : null };
  });
}
