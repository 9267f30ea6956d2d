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

/**
 * Spends a link, once: an unused, unexpired link becomes a session in the same transaction, and the
 * sign-in is written to the audit trail. Returns who signed in, or null for a link that is unknown,
 * used or expired (which the page does not tell apart).
 */
export function* signIn(options: {
  readonly tokenHash: string;
  readonly sessionHash: string;
  readonly sessionExpiresAt: number;
  readonly now: number;
}): Operation<string | null> {
  const [spent] = yield sql(
    "UPDATE admin_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING email",
    options.now,
    options.tokenHash,
    options.now,
  );
  if (!spent) return null;
  const email = String(spent.email);
  yield sql(
    "INSERT INTO admin_sessions (id_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)",
    options.sessionHash,
    email,
    options.now,
    options.sessionExpiresAt,
  );
  yield* record({ actor: email, action: "sign-in", detail: "" }, options.now);
  return email;
}

/** Who a session belongs to, while it lasts. */
export function* sessionOwner(sessionHash: string, now: number): Operation<string | null> {
  const [row] = yield sql("SELECT email FROM admin_sessions WHERE id_hash = ? AND expires_at > ?", sessionHash, now);
  return row ? String(row.email) : null;
}

export function* signOut(sessionHash: string, actor: string, now: number): Operation<void> {
  yield sql("DELETE FROM admin_sessions WHERE id_hash = ?", sessionHash);
  yield* record({ actor, action: "sign-out", detail: "" }, now);
}

/** Forgets links and sessions that can no longer be used. */
export function* pruneSignIns(now: number): Operation<void> {
  yield sql("DELETE FROM admin_links WHERE expires_at <= ?", now);
  yield sql("DELETE FROM admin_sessions WHERE expires_at <= ?", now);
}

export type AuditAction = "sign-in" | "sign-out" | "resend" | "retry-failed" | "erase" | "export" | "enable-endpoint";

export interface AuditEntry {
  /** The team member's address, or "command line" for `npm run enquiries`. */
  readonly actor: string;
  readonly action: AuditAction;
  /** What was acted on: an enquiry id, an endpoint, a count. Never a visitor's personal data. */
  readonly detail: string;
}

export interface AuditRecord extends AuditEntry {
  readonly at: number;
}

/** Writes one entry of the audit trail, inside the transaction of what it records. */
export function* record(entry: AuditEntry, now: number): Operation<void> {
  yield sql(
    "INSERT INTO audit_trail (id, at, actor, action, detail) VALUES (?, ?, ?, ?, ?)",
    randomUUID(),
    now,
    entry.actor,
    entry.action,
    entry.detail,
  );
}

/** The latest entries of the audit trail, newest first. */
export function* auditTrail(limit: number): Operation<AuditRecord[]> {
  const rows = yield sql("SELECT at, actor, action, detail FROM audit_trail ORDER BY at DESC, id LIMIT ?", limit);
  return rows.map((row) => ({
    at: Number(row.at),
    actor: String(row.actor),
    action: String(row.action) as AuditAction,
    detail: String(row.detail),
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
