/**
 * The inbox's work on enquiries, as Kysely queries on the store's database, run by SQLite and
 * PostgreSQL alike: finding them (search, filters, pages) and moving them along
 * (status, owner), each change in the transaction of its audit row.
 */
import { randomUUID } from "node:crypto";
import { type Expression, type SqlBool, sql } from "kysely";
import type { InboxEnquiry } from "../../app/admin/views.ts";
import { contactFieldDefinitions, type FieldDefinitions, fieldValue } from "../../site/contact-fields.ts";
import { foldForSearch, toEnquiry } from "../storage/operations.server.ts";
import { type Db, type EnquiryStatus, enquiryStatuses, type NewEnquiry } from "../storage/store.server.ts";
import { record } from "./admin-operations.server.ts";

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
const failedDelivery = sql`(EXISTS (SELECT 1 FROM outbox o WHERE o.enquiry_id = enquiries.id AND o.status = 'failed')
  OR EXISTS (SELECT 1 FROM webhook_deliveries w WHERE w.enquiry_id = enquiries.id AND w.status = 'failed'))`;

/** LIKE's own signs taken literally: `50%` finds "50%", not every "50". */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, "\\$&");

function matching(filter: EnquiryFilter): Expression<SqlBool> {
  const words = foldForSearch(filter.text).split(/\s+/).filter(Boolean);
  const conditions = words.map((word) => sql`search_text LIKE ${`%${likeEscaped(word)}%`} ESCAPE '\\'`);
  if (filter.status === "open") conditions.push(sql`status <> 'closed'`);
  else if (filter.status !== "all") conditions.push(sql`status = ${filter.status}`);
  if (filter.locale !== null) conditions.push(sql`locale = ${filter.locale}`);
  if (filter.owner !== null) conditions.push(sql`LOWER(owner) = LOWER(${filter.owner})`);
  return conditions.length > 0 ? sql<SqlBool>`${sql.join(conditions, sql` AND `)}` : sql<SqlBool>`1 = 1`;
}

/**
 * One page of the enquiries that match, newest first. A page is found from a cursor (the enquiry
 * just before or after it), not an offset, so enquiries arriving meanwhile move no one to another
 * page: "older" after the last enquiry shown lists the next ones, however many came in since.
 */
export async function findEnquiries(
  db: Db,
  options: {
    readonly filter: EnquiryFilter;
    readonly size: number;
    /** The page after `older` (older enquiries) or before `newer`; the newest page without either. */
    readonly from?: { readonly older: Cursor } | { readonly newer: Cursor };
    readonly fields?: FieldDefinitions;
  },
) {
  const where = matching(options.filter);
  const before = ({ at, id }: Cursor) => sql<SqlBool>`(created_at < ${at} OR (created_at = ${at} AND id < ${id}))`;
  const after = ({ at, id }: Cursor) => sql<SqlBool>`(created_at > ${at} OR (created_at = ${at} AND id > ${id}))`;
  const from = options.from;
  const [bound, order] =
    from === undefined
      ? [sql<SqlBool>`1 = 1`, "desc" as const]
      : "older" in from
        ? [before(from.older), "desc" as const]
        : [after(from.newer), "asc" as const];
  const rows = await db
    .selectFrom("enquiries")
    .select(["id", "created_at", "locale", "fields", "status", "owner"])
    .select(sql<number>`CASE WHEN ${failedDelivery} THEN 1 ELSE 0 END`.as("undelivered"))
    .where(where)
    .where(bound)
    .orderBy("created_at", order)
    .orderBy("id", order)
    .limit(options.size)
    .execute();
  // A page before the cursor was read oldest first, to take the nearest ones: shown newest first.
  const enquiries = (order === "asc" ? rows.toReversed() : rows).map((row): InboxEnquiry => {
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
  const counted = await db.selectFrom("enquiries").select(sql`COUNT(*)`.as("total")).where(where).executeTakeFirst();
  const beyond = async (enquiry: InboxEnquiry | undefined, side: typeof before) => {
    const cursor = enquiry && { at: enquiry.receivedAt, id: enquiry.id };
    if (!cursor) return null;
    const found = await db.selectFrom("enquiries").select("id").where(where).where(side(cursor)).limit(1).execute();
    return found.length > 0 ? cursor : null;
  };
  return {
    enquiries,
    total: Number(counted?.total ?? 0),
    newer: await beyond(enquiries[0], after),
    older: await beyond(enquiries.at(-1), before),
  };
}

/** How many enquiries are new: the team member's, nobody's, and anyone's. */
export async function newCounts(db: Db, member: string): Promise<{ mine: number; unassigned: number; anyone: number }> {
  const row = await db
    .selectFrom("enquiries")
    .select([
      sql`COUNT(*)`.as("anyone"),
      sql`SUM(CASE WHEN LOWER(owner) = LOWER(${member}) THEN 1 ELSE 0 END)`.as("mine"),
      sql`SUM(CASE WHEN owner = '' THEN 1 ELSE 0 END)`.as("unassigned"),
    ])
    .where("status", "=", "new")
    .executeTakeFirst();
  return { mine: Number(row?.mine ?? 0), unassigned: Number(row?.unassigned ?? 0), anyone: Number(row?.anyone ?? 0) };
}

/** How many enquiries came from an address (any case): what erasing it would take. */
export async function countFrom(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom("enquiries")
    .select(sql`COUNT(*)`.as("total"))
    .where(sql<SqlBool>`LOWER(email) = LOWER(${email})`)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** What a change found: done, already so (nothing written), or no such enquiry. */
export type Change = "changed" | "unchanged" | "missing";

interface Who {
  readonly actor: string;
  readonly client: string;
  readonly now: number;
}

async function change(db: Db, id: string, column: "status" | "owner", value: string, who: Who): Promise<Change> {
  const changed = await db
    .updateTable("enquiries")
    .set(column, value)
    .where("id", "=", id)
    .where(column, "<>", value)
    .executeTakeFirstOrThrow();
  if (changed.numUpdatedRows > 0n) {
    await record(db, { actor: who.actor, action: column, detail: value, client: who.client, enquiryId: id }, who.now);
    return "changed";
  }
  const found = await db.selectFrom("enquiries").select("id").where("id", "=", id).executeTakeFirst();
  return found ? "unchanged" : "missing";
}

/** The longest note the team may leave on an enquiry, in characters (code points). */
export const noteLimit = 2000;

/** A team member's note on an enquiry, in the audit trail (which keeps that it was left, not what it says); false when the enquiry is gone. */
export async function addNote(db: Db, id: string, text: string, who: Who): Promise<boolean> {
  const found = await db.selectFrom("enquiries").select("id").where("id", "=", id).executeTakeFirst();
  if (!found) return false;
  await db
    .insertInto("notes")
    .values({ id: randomUUID(), enquiry_id: id, at: who.now, author: who.actor, text })
    .execute();
  await record(db, { actor: who.actor, action: "note", detail: "", client: who.client, enquiryId: id }, who.now);
  return true;
}

/** An enquiry's notes, oldest first. */
export async function notesOf(db: Db, id: string) {
  const rows = await db
    .selectFrom("notes")
    .select(["at", "author", "text"])
    .where("enquiry_id", "=", id)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ at: Number(row.at), author: String(row.author), text: String(row.text) }));
}

/** New, answered or closed, recorded in the audit trail with who did it. */
export const setStatus = (db: Db, id: string, status: EnquiryStatus, who: Who) => change(db, id, "status", status, who);

/** A team member's address, or "" for nobody, recorded in the audit trail with who did it. */
export const setOwner = (db: Db, id: string, owner: string, who: Who) => change(db, id, "owner", owner, who);
