// The sign-in's rules in the store itself, with a clock the test moves: a link lasts 15 minutes
// and works once, and only for an address still on ADMIN_EMAILS; a session lasts until it expires
// or signs out; every refused spend is in the audit trail, with the client's address. Both stores.
import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Db } from "../storage/store.server.ts";
import { freshStore, rowsOf, storeKinds } from "../storage/store-kinds.ts";
import { sampleEnquiry } from "../testing/sample-enquiry.ts";
import { linkLifetimeMs, sessionLifetimeMs } from "./admin.server.ts";
import {
  auditTrail,
  linkRecordMs,
  pruneSignIns,
  record,
  requestLink,
  sessionOwner,
  signIn,
  signOut,
  withdraw,
  withdrawOthers,
} from "./admin-operations.server.ts";

const hash = (secret: string) => createHash("sha256").update(secret).digest("base64url");
const secret = () => randomBytes(32).toString("base64url");
describe.each(storeKinds)("signing in, on %s", (kind) => {
  const fresh = freshStore(kind);
  const store = () => fresh.store();
  const start = Date.UTC(2026, 10, 26, 9);
  const email = "ops@keystub.example";
  const client = "198.51.100.7";
  const allowed = new Set([email]);

  async function link(at: number, who = email): Promise<string> {
    const token = secret();
    const link = { tokenHash: hash(token), email: who, expiresAt: at + linkLifetimeMs };
    expect(await store().write((db) => requestLink(db, { limits: [], link, now: at }))).toEqual({ kind: "accepted" });
    return token;
  }

  const spend = (token: string, at: number, session = secret(), options: { allowed?: Set<string> } = {}) =>
    store().write((db) =>
      signIn(db, {
        tokenHash: hash(token),
        sessionHash: hash(session),
        sessionExpiresAt: at + sessionLifetimeMs,
        allowed: options.allowed ?? allowed,
        client,
        limits: [{ bucket: "admin-spend:test", max: 20, windowMs: 15 * 60_000 }],
        now: at,
      }),
    );
  const trail = async () =>
    (await store().read((db) => auditTrail(db, 100))).map((entry) => [
      entry.actor,
      entry.action,
      entry.detail,
      entry.client,
    ]);

  it("takes a link within its 15 minutes, once, refuses it after them and an unknown one, recording each with the client, telling an expired link from an unknown one for a day", async () => {
    const [token, late, older] = [await link(start), await link(start), await link(start)];
    expect(await spend(token, start + linkLifetimeMs - 2)).toEqual({ kind: "signedIn", email });
    expect(await spend(token, start + linkLifetimeMs - 1)).toEqual({ kind: "refused", reason: "used" });
    expect(await spend(late, start + linkLifetimeMs)).toEqual({ kind: "refused", reason: "expired" });
    expect(await spend(secret(), start + linkLifetimeMs + 1)).toEqual({ kind: "refused", reason: "unknown" });
    expect(await trail()).toEqual([
      ["", "sign-in-unknown", "", client],
      [email, "sign-in-expired", "", client],
      [email, "sign-in-used", "", client],
      [email, "sign-in", "", client],
    ]);
    const dayLater = start + linkLifetimeMs + linkRecordMs - 1;
    await store().write((db) => pruneSignIns(db, dayLater));
    expect(await spend(older, dayLater)).toEqual({ kind: "refused", reason: "expired" });
    await store().write((db) => pruneSignIns(db, dayLater + 1));
    expect(await spend(older, dayLater + 1)).toEqual({ kind: "refused", reason: "unknown" });
  });

  it("ends every session and unspent link of an address taken off the list when one of its links is spent", async () => {
    const colleague = "second@keystub.example";
    const session = secret();
    expect(
      await spend(await link(start, "Second@Keystub.example"), start, session, { allowed: new Set([colleague]) }),
    ).toMatchObject({ kind: "signedIn" });
    const unspent = [await link(start + 1, colleague), await link(start + 2, colleague)];
    const mine = await link(start + 3);
    // ADMIN_EMAILS now lists ops@ alone: the colleague's next link signs nobody in, and ends the rest.
    expect(await spend(unspent[0] ?? "", start + 4)).toEqual({ kind: "refused", reason: "withdrawn" });
    expect(await store().read((db) => sessionOwner(db, hash(session), start + 5))).toBeNull();
    expect(await spend(unspent[1] ?? "", start + 5)).toEqual({ kind: "refused", reason: "unknown" });
    expect(await spend(mine, start + 6)).toEqual({ kind: "signedIn", email });
    expect((await trail()).slice(1)).toEqual([
      ["", "sign-in-unknown", "", client],
      [colleague, "access-withdrawn", "3", client],
      ["Second@Keystub.example", "sign-in", "", client],
    ]);
  });

  it("withdraws an address's access once, however many of its requests ask at the same time", async () => {
    const session = secret();
    await spend(await link(start), start, session);
    await Promise.all([1, 2, 3].map((offset) => store().write((db) => withdraw(db, email, client, start + offset))));
    expect(await store().read((db) => sessionOwner(db, hash(session), start + 4))).toBeNull();
    expect(await store().read(rowsOf("SELECT email FROM admin_sessions"))).toEqual([]);
    expect((await trail()).filter(([, action]) => action === "access-withdrawn")).toEqual([
      [email, "access-withdrawn", "1", client],
    ]);
  });

  it("ends at start-up the sessions and unspent links of each address off the list, whatever its case", async () => {
    const colleague = "second@keystub.example";
    await spend(await link(start, "Second@Keystub.example"), start, secret(), { allowed: new Set([colleague]) });
    await link(start + 1, colleague);
    await spend(await link(start + 2), start + 2);
    await store().write((db) => withdrawOthers(db, allowed, start + 3));
    expect(await store().read(rowsOf("SELECT email FROM admin_sessions"))).toEqual([{ email }]);
    expect(await store().read(rowsOf("SELECT email FROM admin_links WHERE used_at IS NULL"))).toEqual([]);
    expect((await trail())[0]).toEqual([colleague, "access-withdrawn", "2", ""]);
  });

  it("erases and re-sends only together with their audit row, an enquiry erased alone recorded only when it was there", async () => {
    const enquiry = { ...sampleEnquiry(), email: "ada@example.com" };
    const alone = { ...sampleEnquiry(), email: "Ada@Example.com" };
    for (const given of [enquiry, alone]) await store().submit({ enquiry: given, limits: [] });
    const failing = async (db: Db) => {
      await sql`INSERT INTO no_such_table VALUES (1)`.execute(db);
    };
    await expect(store().deleteByEmail(enquiry.email, "email:x", failing)).rejects.toThrow();
    await expect(store().resend(enquiry.id, failing)).rejects.toThrow();
    await expect(store().deleteEnquiry(alone.id, failing)).rejects.toThrow();
    expect(await store().list()).toHaveLength(2);
    const one = (db: Db) => record(db, { actor: email, action: "erase-enquiry", detail: "1" }, start);
    expect(await store().deleteEnquiry(alone.id, one)).toEqual([alone.id]);
    expect(await store().deleteEnquiry(alone.id, one)).toEqual([]);
    expect((await store().list()).map((found) => found.id)).toEqual([enquiry.id]);
    const erased = await store().deleteByEmail(enquiry.email, "email:x", (db, ids) =>
      record(db, { actor: email, action: "erase", detail: String(ids.length) }, start + 1),
    );
    expect(erased).toEqual([enquiry.id]);
    expect(await store().list()).toEqual([]);
    expect((await store().read((db) => auditTrail(db, 10))).map((entry) => [entry.action, entry.detail])).toEqual([
      ["erase", "1"],
      ["erase-enquiry", "1"],
    ]);
  });

  // Signing the others out is admin.test.ts's, over HTTP.
  it("keeps a session until it expires or its owner signs out, and records the sign-out", async () => {
    const session = secret();
    await spend(await link(start), start, session);
    expect(await store().read((db) => sessionOwner(db, hash(session), start + sessionLifetimeMs - 1))).toBe(email);
    expect(await store().read((db) => sessionOwner(db, hash(session), start + sessionLifetimeMs))).toBeNull();
    await store().write((db) => signOut(db, hash(session), email, client, start + 1));
    expect(await store().read((db) => sessionOwner(db, hash(session), start + 2))).toBeNull();
    expect((await trail())[0]).toEqual([email, "sign-out", "", client]);
  });
});
