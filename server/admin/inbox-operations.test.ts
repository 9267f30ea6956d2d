// The inbox's queries on enquiries, in the store itself, on SQLite and PostgreSQL.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { runScript } from "../storage/migrations.server.ts";
import type { EnquiryRecord, NewEnquiry } from "../storage/store.server.ts";
import { freshStore, rowsOf, storeKinds } from "../storage/store-kinds.ts";
import { sampleEnquiry } from "../testing/sample-enquiry.ts";
import { auditTrail, record } from "./admin-operations.server.ts";
import {
  addNote,
  type Cursor,
  type EnquiryFilter,
  findEnquiries,
  newCounts,
  notesOf,
  setOwner,
  setStatus,
} from "./inbox-operations.server.ts";
import { channels } from "./inbox-views.server.ts";

const start = Date.UTC(2026, 10, 27, 9);
const any: EnquiryFilter = { text: "", status: "all", locale: null, owner: null };
const who = { actor: "ops@keystub.example", client: "198.51.100.7", now: start };

describe.each(storeKinds)("the inbox's enquiries, on %s", (kind) => {
  const fresh = freshStore(kind);
  const store = () => fresh.store();

  async function add(overrides: Partial<NewEnquiry> = {}, at = start): Promise<string> {
    const enquiry = sampleEnquiry({ createdAt: at, ...overrides });
    await store().submit({ enquiry, limits: [] });
    return enquiry.id;
  }
  const names = async (filter: Partial<EnquiryFilter>) =>
    (await store().read((db) => findEnquiries(db, { filter: { ...any, ...filter }, size: 50 }))).enquiries.map(
      (found) => found.name,
    );

  it("finds words in the name, address, organisation and message, whatever their accents and case, and % _ \\ literally", async () => {
    await add({ name: "María López", email: "mlopez@estadio.example", organization: "Estadio", interest: "Abonos" });
    await add({ name: "Ada Lovelace", email: "ada@arena.example", organization: "Ñandú Arena", interest: "Passes" });
    await add({ name: "Grace Hopper", email: "grace@navy.example", organization: "Navy", interest: "CAFÉ tickets" });
    await add({ name: "Percent", interest: "A 50% discount" });
    await add({ name: "Fifty", interest: "A 50 seat box" });
    await add({ name: "Under", email: "first_last@example.com" });
    await add({ name: "Plain", email: "firstxlast@example.com" });
    await add({ name: "Slash", interest: "C:\\tickets" });
    expect(await names({ text: "maria LOPEZ" })).toEqual(["María López"]);
    expect(await names({ text: "MARÍA" })).toEqual(["María López"]);
    expect(await names({ text: "nandu" })).toEqual(["Ada Lovelace"]);
    expect(await names({ text: "ARENA.example" })).toEqual(["Ada Lovelace"]);
    expect(await names({ text: "café" })).toEqual(["Grace Hopper"]);
    expect(await names({ text: "50%" })).toEqual(["Percent"]);
    expect(await names({ text: "first_last" })).toEqual(["Under"]);
    expect(await names({ text: "%" })).toEqual(["Percent"]);
    expect(await names({ text: "c:\\t" })).toEqual(["Slash"]);
    // Every word must be there, wherever it is.
    expect(await names({ text: "grace tickets" })).toEqual(["Grace Hopper"]);
    expect(await names({ text: "grace abonos" })).toEqual([]);
  });

  it("filters by status (open is every one not closed) and by the page's language", async () => {
    await add({ name: "Fresh", locale: "en" }, start + 3);
    const answered = await add({ name: "Answered", locale: "es" }, start + 2);
    const closed = await add({ name: "Closed", locale: "es" }, start + 1);
    await store().write((db) => setStatus(db, answered, "answered", who));
    await store().write((db) => setStatus(db, closed, "closed", who));
    expect(await names({ status: "open" })).toEqual(["Fresh", "Answered"]);
    expect(await names({ status: "new" })).toEqual(["Fresh"]);
    expect(await names({ status: "answered" })).toEqual(["Answered"]);
    expect(await names({ status: "closed" })).toEqual(["Closed"]);
    expect(await names({ status: "all" })).toEqual(["Fresh", "Answered", "Closed"]);
    expect(await names({ status: "all", locale: "es" })).toEqual(["Answered", "Closed"]);
    expect(await names({ status: "open", locale: "es" })).toEqual(["Answered"]);
  });

  it("filters by owner (an address in any case, or nobody) and counts the new enquiries of each", async () => {
    const mine = await add({ name: "Mine" }, start + 3);
    const theirs = await add({ name: "Theirs" }, start + 2);
    const answered = await add({ name: "Mine, answered" }, start + 1);
    await add({ name: "Nobody's" });
    await store().write((db) => setOwner(db, mine, "Ops@Keystub.example", who));
    await store().write((db) => setOwner(db, answered, "ops@keystub.example", who));
    await store().write((db) => setStatus(db, answered, "answered", who));
    await store().write((db) => setOwner(db, theirs, "second@keystub.example", who));
    expect(await names({ owner: "OPS@keystub.example" })).toEqual(["Mine", "Mine, answered"]);
    expect(await names({ owner: "" })).toEqual(["Nobody's"]);
    expect(await names({ owner: null })).toHaveLength(4);
    expect(await store().read((db) => newCounts(db, "ops@keystub.example"))).toEqual({
      mine: 1,
      unassigned: 1,
      anyone: 3,
    });
  });

  it("pages newest first, bounded, and keeps each page's enquiries in place as new ones arrive", async () => {
    // Seven enquiries, two of them at the same millisecond: the id orders those.
    const times = [start, start + 1, start + 2, start + 2, start + 3, start + 4, start + 5];
    const ids: string[] = [];
    for (const at of times) ids.push(await add({}, at));
    const page = (from?: { older: Cursor } | { newer: Cursor }) =>
      store().read((db) => findEnquiries(db, { filter: any, size: 3, ...(from ? { from } : {}) }));
    const first = await page();
    expect(first.enquiries).toHaveLength(3);
    expect(first.total).toBe(7);
    expect(first.newer).toBeNull();
    // Two arrive while the team reads the first page: the next page follows on from it all the same.
    await add({}, start + 10);
    await add({}, start + 11);
    const second = await page({ older: first.older as Cursor });
    const third = await page({ older: second.older as Cursor });
    expect(third.older).toBeNull();
    const seen = [...first.enquiries, ...second.enquiries, ...third.enquiries];
    expect(seen.map((found) => found.id).sort()).toEqual([...ids].sort());
    const order = seen.map((found) => [found.receivedAt, found.id] as const);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : -1)));
    // Back from the third page: the second again, and from it the two that arrived are before the first.
    const back = await page({ newer: third.newer as Cursor });
    expect(back.enquiries.map((found) => found.id)).toEqual(second.enquiries.map((found) => found.id));
    const [top] = first.enquiries;
    const newest = await page({ newer: { at: top?.receivedAt ?? 0, id: top?.id ?? "" } });
    expect(newest.enquiries).toHaveLength(2);
    expect(newest.newer).toBeNull();
  });

  it("shortens a long message in the list, and marks an enquiry whose delivery was given up", async () => {
    const long = await add({ interest: `${"x".repeat(5000)}🎟️` }, start + 1);
    const failed = await add({}, start);
    const [claimed] = await store().claimDeliveries(60_000, 10);
    await store().markAttemptFailed(failed, claimed?.leaseId ?? "", "550 mailbox unavailable", null);
    const found = (await store().read((db) => findEnquiries(db, { filter: any, size: 2 }))).enquiries;
    expect(found.map((enquiry) => [enquiry.id, enquiry.undelivered])).toEqual([
      [long, false],
      [failed, true],
    ]);
    expect(found[0]?.excerpt).toMatch(/^x{200,300}…$/);
  });

  it("shows a delivery under way as being sent, not as a failure, also right after a re-send", async () => {
    const endpoint = "https://crm.example/in";
    const enquiry = sampleEnquiry({ createdAt: start });
    await store().submit({ enquiry, limits: [], webhooks: [endpoint] });
    const states = async () => channels((await store().list())[0] as EnquiryRecord).map((channel) => channel.state);
    expect(await states()).toEqual([{ kind: "waiting" }, { kind: "waiting" }]);
    const [mail] = await store().claimDeliveries(60_000, 1);
    await store().claimWebhookDeliveries([endpoint], 60_000, 1);
    const sending = { kind: "sending", attempts: 1, error: null };
    expect(await states()).toEqual([sending, sending]);
    await store().markSent(enquiry.id, mail?.leaseId ?? "");
    await store().resend(enquiry.id);
    await store().claimDeliveries(60_000, 1);
    expect(await states()).toEqual([sending, { kind: "waiting" }]);
  });

  it("changes the status and the owner, each once with its audit row naming the enquiry", async () => {
    const id = await add({ name: "María López" });
    const at = (offset: number) => ({ ...who, now: start + offset });
    expect(await store().write((db) => setStatus(db, id, "answered", at(1)))).toBe("changed");
    expect(await store().write((db) => setStatus(db, id, "answered", at(2)))).toBe("unchanged");
    expect(await store().write((db) => setOwner(db, id, "second@keystub.example", at(3)))).toBe("changed");
    expect(await store().write((db) => setOwner(db, id, "", at(4)))).toBe("changed");
    expect(await store().write((db) => setStatus(db, randomUUID(), "closed", who))).toBe("missing");
    const [stored] = await store().list();
    expect(stored).toMatchObject({ status: "answered", owner: "" });
    const trail = await store().read((db) => auditTrail(db, 10, id));
    expect(trail.map((entry) => [entry.action, entry.detail, entry.actor, entry.client])).toEqual([
      ["owner", "", who.actor, who.client],
      ["owner", "second@keystub.example", who.actor, who.client],
      ["status", "answered", who.actor, who.client],
    ]);
    // Erased, it is named no more (admin.test.ts reads the trail after an erasure).
    expect(trail[0]?.enquiry).toEqual({ id, erased: false, name: "María López", receivedAt: start });
  });

  it("keeps the team's notes on an enquiry, oldest first, audited without their words, and erases them with it", async () => {
    const one = await add({ email: "nota@example.com" });
    const other = await add({ email: "Nota@Example.com" });
    const third = await add({ email: "otra@example.com" });
    expect(await store().write((db) => addNote(db, one, "Llamar el lunes.\nPrefiere español.", who))).toBe(true);
    expect(await store().write((db) => addNote(db, one, "Done.", { ...who, now: start + 1 }))).toBe(true);
    await store().write((db) => addNote(db, other, "Second enquiry.", who));
    await store().write((db) => addNote(db, third, "Another person.", who));
    expect(await store().write((db) => addNote(db, randomUUID(), "Nobody.", who))).toBe(false);
    expect(await store().read((db) => notesOf(db, one))).toEqual([
      { at: start, author: who.actor, text: "Llamar el lunes.\nPrefiere español." },
      { at: start + 1, author: who.actor, text: "Done." },
    ]);
    const trail = await store().read((db) => auditTrail(db, 10, one));
    expect(trail.map((entry) => [entry.action, entry.detail, entry.client])).toEqual([
      ["note", "", who.client],
      ["note", "", who.client],
    ]);
    const notes = async () => (await store().read(rowsOf("SELECT text FROM notes"))).map((row) => row.text);
    await store().deleteEnquiry(third);
    expect(await notes()).toHaveLength(3);
    await store().deleteByEmail("NOTA@example.com", "bucket");
    expect(await notes()).toEqual([]);
  });

  it("gives the enquiries stored before the migrations the status new, no owner, a search and their fields in JSON, and resends their enquiry", async () => {
    const id = await add({ name: "José Ñandú", organization: "Estadio", interest: "Pases" });
    await store().write((db) => record(db, { actor: who.actor, action: "resend", detail: "", enquiryId: id }, start));
    // Back to the schema before migration 6, with a re-send recorded as it was then (the id as its detail).
    // And before 7 and 8, which the migrator applies after it.
    const script = `DROP INDEX enquiries_status_created; DROP INDEX audit_trail_enquiry;
      ALTER TABLE enquiries DROP COLUMN status; ALTER TABLE enquiries DROP COLUMN owner;
      ALTER TABLE enquiries DROP COLUMN search_text; ALTER TABLE audit_trail DROP COLUMN enquiry_id;
      UPDATE audit_trail SET detail = '${id}'; ALTER TABLE outbox DROP COLUMN lease_id;
      ALTER TABLE alerts DROP COLUMN lease_id; ALTER TABLE webhook_deliveries DROP COLUMN lease_id;
      ALTER TABLE enquiries DROP COLUMN fields; DROP TABLE notes; DELETE FROM kysely_migration WHERE name >= '0006'`;
    await store().write((db) => runScript(db, script));
    await fresh.reopen();
    expect(await names({ text: "estadio jose nandu", status: "new" })).toEqual(["José Ñandú"]);
    expect(await store().list()).toMatchObject([{ id, status: "new", owner: "", organization: "Estadio" }]);
    const [resent] = await store().read((db) => auditTrail(db, 1));
    expect(resent).toMatchObject({ action: "resend", detail: "", enquiry: { id, name: "José Ñandú" } });
  });
});
