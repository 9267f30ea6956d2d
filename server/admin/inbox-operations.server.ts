/**
 * The inbox's work on enquiries, in the store's shared form (../storage/operations.server.ts), run
 * by SQLite and PostgreSQL alike: finding them (search, filters, pages) and moving them along
 * (status, owner), each change in the transaction of its audit row.
 */
import { randomUUID } from "node:crypto";
import type { InboxEnquiry } from "../../app/admin/views.ts";
import { contactFieldDefinitions, type FieldDefinitions, fieldValue } from "../../site/contact-fields.ts";
import { foldForSearch, type Operation, type SqlValue, toEnquiry } from "../storage/operations.server.ts";
import { type EnquiryStatus, enquiryStatuses, type NewEnquiry } from "../storage/store.server.ts";
import { record } from "./admin-operations.server.ts";

const sql = (text: string, ...params: SqlValue[]) => ({ sql: text, params });

/** Which enquiries the list shows: "open" is every one not closed. */
export const statusFilters = ["open", ...enquiryStatuses, "all"] as const;
export type StatusFilter = (typeof statusFilters)[number];

export interface EnquiryFilter {
  /** Words that must all be in the name, address, organisation or message (accents and case aside). */
  readonly text: string;
  readonly status: StatusFilter;
  /** The language of the page it was sent from, or null for any. */
  readonly locale: string | null;
  /** Its owner's address (any case), "" for the unassigned ones, or null for anyone's. */
  readonly owner: string | null;
}

/** A place in the list, newest first: an enquiry's time and id, which no two enquiries share. */
export interface Cursor {
  readonly at: number;
  readonly id: string;
}

export interface EnquiryPage {
  readonly enquiries: readonly InboxEnquiry[];
  /** How many match the filter, on every page. */
  readonly total: number;
  /** Where the pages before and after this one start, when there are any. */
  readonly newer: Cursor | null;
  readonly older: Cursor | null;
}

/**
 * What the inbox shows of an enquiry's fields besides its sender's name and address: the message
 * (the multiline fields), and every other field, labelled `fields.{name}` (admin.json).
 */
export function enquiryFields(enquiry: NewEnquiry, fields: FieldDefinitions = contactFieldDefinitions) {
  const shown = fields.filter((field) => field.name !== "name" && field.input !== "email");
  return {
    message: shown
      .filter((field) => field.input === "multiline")
      .map((field) => fieldValue(enquiry, field))
      .join("\n\n"),
    details: shown
      .filter((field) => field.input !== "multiline")
      .map((field) => ({ name: field.name, value: fieldValue(enquiry, field) })),
  };
}

/** How much of a message the list carries. */
const excerptLength = 280;

/** The first `length` characters of a message (never half an emoji's pair), and "…" when there was more. */
export function shortened(message: string, length: number): string {
  const characters = [...message];
  return characters.length > length ? `${characters.slice(0, length).join("").trimEnd()}…` : message;
}

/** An enquiry whose e-mail to the team, or a webhook delivery, was given up. */
const failedDelivery =
  "(EXISTS (SELECT 1 FROM outbox o WHERE o.enquiry_id = enquiries.id AND o.status = 'failed') " +
  "OR EXISTS (SELECT 1 FROM webhook_deliveries w WHERE w.enquiry_id = enquiries.id AND w.status = 'failed'))";

/** LIKE's own signs taken literally: `50%` finds "50%", not every "50". */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, "\\$&");

function matching(filter: EnquiryFilter): { sql: string; params: SqlValue[] } {
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  const words = foldForSearch(filter.text).split(/\s+/).filter(Boolean);
  for (const word of words) {
    conditions.push("search_text LIKE ? ESCAPE '\\'");
    params.push(`%${likeEscaped(word)}%`);
  }
  if (filter.status === "open") conditions.push("status <> 'closed'");
  else if (filter.status !== "all") {
    conditions.push("status = ?");
    params.push(filter.status);
  }
  if (filter.locale !== null) {
    conditions.push("locale = ?");
    params.push(filter.locale);
  }
  if (filter.owner !== null) {
    conditions.push("LOWER(owner) = LOWER(?)");
    params.push(filter.owner);
  }
  return { sql: conditions.length > 0 ? conditions.join(" AND ") : "1 = 1", params };
}

/**
 * One page of the enquiries that match, newest first. A page is found from a cursor (the enquiry
 * just before or after it), not an offset, so enquiries arriving meanwhile move no one to another
 * page: "older" after the last enquiry shown lists the next ones, however many came in since.
 */
export function* findEnquiries(options: {
  readonly filter: EnquiryFilter;
  readonly size: number;
  /** The page after `older` (older enquiries) or before `newer`; the newest page without either. */
  readonly from?: { readonly older: Cursor } | { readonly newer: Cursor };
  readonly fields?: FieldDefinitions;
}): Operation<EnquiryPage> {
  const where = matching(options.filter);
  const before = "(created_at < ? OR (created_at = ? AND id < ?))";
  const after = "(created_at > ? OR (created_at = ? AND id > ?))";
  const at = (cursor: Cursor) => [cursor.at, cursor.at, cursor.id];
  const from = options.from;
  const [bound, params, order] =
    from === undefined
      ? ["", [], "DESC"]
      : "older" in from
        ? [` AND ${before}`, at(from.older), "DESC"]
        : [` AND ${after}`, at(from.newer), "ASC"];
  const rows = yield sql(
    "SELECT id, created_at, locale, fields, status, owner, " +
      `CASE WHEN ${failedDelivery} THEN 1 ELSE 0 END AS undelivered FROM enquiries WHERE ${where.sql}${bound} ORDER BY created_at ${order}, id ${order} LIMIT ?`,
    ...where.params,
    ...params,
    options.size,
  );
  // A page before the cursor was read oldest first, to take the nearest ones: shown newest first.
  const enquiries = (order === "ASC" ? rows.toReversed() : rows).map((row): InboxEnquiry => {
    const enquiry = toEnquiry(row);
    const { message, details } = enquiryFields(enquiry, options.fields);
    return {
      id: enquiry.id,
      locale: enquiry.locale,
      name: enquiry.name,
      email: enquiry.email,
      details,
      receivedAt: enquiry.createdAt,
      excerpt: shortened(message, excerptLength),
      status: String(row.status) as EnquiryStatus,
      owner: String(row.owner),
      undelivered: Number(row.undelivered) === 1,
    };
  });
  const [counted] = yield sql(`SELECT COUNT(*) AS total FROM enquiries WHERE ${where.sql}`, ...where.params);
  const first = enquiries[0];
  const last = enquiries.at(-1);
  const exists = function* (condition: string, cursor: Cursor): Operation<boolean> {
    const found = yield sql(
      `SELECT id FROM enquiries WHERE ${where.sql} AND ${condition} LIMIT 1`,
      ...where.params,
      ...at(cursor),
    );
    return found.length > 0;
  };
  const cursorOf = (enquiry: InboxEnquiry): Cursor => ({ at: enquiry.receivedAt, id: enquiry.id });
  return {
    enquiries,
    total: Number(counted?.total ?? 0),
    newer: first && (yield* exists(after, cursorOf(first))) ? cursorOf(first) : null,
    older: last && (yield* exists(before, cursorOf(last))) ? cursorOf(last) : null,
  };
}

/** How many enquiries are new: the team member's, nobody's, and anyone's. */
export function* newCounts(member: string): Operation<{ mine: number; unassigned: number; anyone: number }> {
  const [row] = yield sql(
    "SELECT COUNT(*) AS anyone, SUM(CASE WHEN LOWER(owner) = LOWER(?) THEN 1 ELSE 0 END) AS mine, " +
      "SUM(CASE WHEN owner = '' THEN 1 ELSE 0 END) AS unassigned FROM enquiries WHERE status = 'new'",
    member,
  );
  return { mine: Number(row?.mine ?? 0), unassigned: Number(row?.unassigned ?? 0), anyone: Number(row?.anyone ?? 0) };
}

/** How many enquiries came from an address (any case): what erasing it would take. */
export function* countFrom(email: string): Operation<number> {
  const [row] = yield sql("SELECT COUNT(*) AS total FROM enquiries WHERE LOWER(email) = LOWER(?)", email);
  return Number(row?.total ?? 0);
}

/** What a change found: done, already so (nothing written), or no such enquiry. */
export type Change = "changed" | "unchanged" | "missing";

interface Who {
  readonly actor: string;
  readonly client: string;
  readonly now: number;
}

function* change(id: string, column: "status" | "owner", value: string, who: Who): Operation<Change> {
  const changed = yield sql(
    `UPDATE enquiries SET ${column} = ? WHERE id = ? AND ${column} <> ? RETURNING id`,
    value,
    id,
    value,
  );
  if (changed.length > 0) {
    yield* record({ actor: who.actor, action: column, detail: value, client: who.client, enquiryId: id }, who.now);
    return "changed";
  }
  const [found] = yield sql("SELECT id FROM enquiries WHERE id = ?", id);
  return found ? "unchanged" : "missing";
}

/** The longest note the team may leave on an enquiry, in characters (code points). */
export const noteLimit = 2000;

export interface Note {
  readonly at: number;
  readonly author: string;
  readonly text: string;
}

/** A team member's note on an enquiry, in the audit trail (which keeps that it was left, not what it says); false when the enquiry is gone. */
export function* addNote(id: string, text: string, who: Who): Operation<boolean> {
  const [found] = yield sql("SELECT id FROM enquiries WHERE id = ?", id);
  if (!found) return false;
  yield sql(
    "INSERT INTO notes (id, enquiry_id, at, author, text) VALUES (?, ?, ?, ?, ?)",
    randomUUID(),
    id,
    who.now,
    who.actor,
    text,
  );
  yield* record({ actor: who.actor, action: "note", detail: "", client: who.client, enquiryId: id }, who.now);
  return true;
}

/** An enquiry's notes, oldest first. */
export function* notesOf(id: string): Operation<Note[]> {
  const rows = yield sql("SELECT at, author, text FROM notes WHERE enquiry_id = ? ORDER BY at, id", id);
  return rows.map((row) => ({ at: Number(row.at), author: String(row.author), text: String(row.text) }));
}

/** New, answered or closed, recorded in the audit trail with who did it. */
export function setStatus(id: string, status: EnquiryStatus, who: Who): Operation<Change> {
  return change(id, "status", status, who);
}

/** A team member's address, or "" for nobody, recorded in the audit trail with who did it. */
export function setOwner(id: string, owner: string, who: Who): Operation<Change> {
  return change(id, "owner", owner, who);
}
