// The sign-in's rules in the store itself, with a clock the test moves: a link lasts 15 minutes
// and works once, a session lasts until it expires or signs out. Both stores.
import { createHash, randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "../storage/open-store.server.ts";
import type { Store } from "../storage/store.server.ts";
import { storeKinds, testDatabase } from "../storage/store-kinds.ts";
import type { TestDatabase } from "../storage/test-databases.ts";
import { sampleEnquiry } from "../testing/sample-enquiry.ts";
import { linkLifetimeMs, sessionLifetimeMs } from "./admin.server.ts";
import { auditTrail, record, requestLink, sessionOwner, signIn, signOut } from "./admin-operations.server.ts";

const hash = (secret: string) => createHash("sha256").update(secret).digest("base64url");
const secret = () => randomBytes(32).toString("base64url");
describe.each(storeKinds)("signing in, on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  const start = Date.UTC(2026, 10, 26, 9);
  const email = "ops@keystub.example";

  beforeEach(async () => {
    database = await testDatabase(kind);
    store = await openStore({ ...database.env, STORAGE_TIMEOUT_MS: 2000 });
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  async function link(at: number): Promise<string> {
    const token = secret();
    const link = { tokenHash: hash(token), email, expiresAt: at + linkLifetimeMs };
    expect(await store.write(() => requestLink({ limits: [], link, now: at }))).toEqual({ kind: "accepted" });
    return token;
  }

  const spend = (token: string, at: number, session = secret()) =>
    store.write(() =>
      signIn({ tokenHash: hash(token), sessionHash: hash(session), sessionExpiresAt: at + sessionLifetimeMs, now: at }),
    );

  it("takes a link within its 15 minutes, once", async () => {
    const token = await link(start);
    expect(await spend(token, start + linkLifetimeMs - 1)).toBe(email);
    expect(await spend(token, start + linkLifetimeMs - 1)).toBeNull();
  });

  it("refuses a link at the end of its 15 minutes, and an unknown one", async () => {
    const token = await link(start);
    expect(await spend(token, start + linkLifetimeMs)).toBeNull();
    expect(await spend(secret(), start)).toBeNull();
  });

  it("erases and re-sends only together with their audit row", async () => {
    const enquiry = { ...sampleEnquiry(), email: "ada@example.com" };
    await store.submit({ enquiry, limits: [] });
    const failing = () =>
      (function* () {
        yield { sql: "INSERT INTO no_such_table VALUES (1)", params: [] };
      })();
    await expect(store.deleteByEmail(enquiry.email, "email:x", failing)).rejects.toThrow();
    await expect(store.resend(enquiry.id, failing)).rejects.toThrow();
    expect(await store.list()).toHaveLength(1);
    const erased = await store.deleteByEmail(enquiry.email, "email:x", (ids) =>
      record({ actor: email, action: "erase", detail: String(ids.length) }, start),
    );
    expect(erased).toEqual([enquiry.id]);
    expect(await store.list()).toEqual([]);
    expect((await store.read(() => auditTrail(10))).map((entry) => [entry.action, entry.detail])).toEqual([
      ["erase", "1"],
    ]);
  });

  it("keeps a session until it expires or its owner signs out, and records both ends", async () => {
    const session = secret();
    expect(await spend(await link(start), start, session)).toBe(email);
    expect(await store.read(() => sessionOwner(hash(session), start + sessionLifetimeMs - 1))).toBe(email);
    expect(await store.read(() => sessionOwner(hash(session), start + sessionLifetimeMs))).toBeNull();
    await store.write(() => signOut(hash(session), email, start + 1));
    expect(await store.read(() => sessionOwner(hash(session), start + 2))).toBeNull();
    const trail = await store.read(() => auditTrail(10));
    expect(trail.map((entry) => [entry.actor, entry.action])).toEqual([
      [email, "sign-out"],
      [email, "sign-in"],
    ]);
  });
});
