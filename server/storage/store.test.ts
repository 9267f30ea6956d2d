import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleEnquiry } from "../testing/sample-enquiry.ts";
import { openStore } from "./open-store.server.ts";
import * as operations from "./operations.server.ts";
import { durabilityProblem, type openSqliteStore, sqliteFileName } from "./sqlite-store.server.ts";
import { type NewEnquiry, StorageUnavailableError, type Store, type Submission } from "./store.server.ts";
import { freshStore, storeKinds } from "./store-kinds.ts";

const enquiry = (overrides: Partial<NewEnquiry> = {}) =>
  sampleEnquiry({ locale: "en", name: "Ada Lovelace", email: "ada@example.com", ...overrides });
const submission = (overrides: Partial<Submission> = {}) => ({ enquiry: enquiry(), limits: [], ...overrides });

/** A promise, and whether it has settled yet (it is awaited later, so its rejection is never unhandled). */
function settledLater<T>(promise: Promise<T>) {
  const state = { promise, settled: false };
  const mark = () => Object.assign(state, { settled: true });
  promise.then(mark, mark);
  return state;
}

describe.each(storeKinds)("the %s enquiry store", (kind) => {
  const fresh = freshStore(kind);
  const store = () => fresh.store();
  const open = () => fresh.open();

  it("applies its migrations once, also when several servers open it together, and stores an enquiry as given, its delivery pending", async () => {
    expect(store().kind).toBe(kind);
    const others = await Promise.all([open(), open(), open()]);
    await Promise.all(others.map((other) => other.close()));
    const given = enquiry({ name: "Zoë Ñandú 🎟️", interest: "Línea uno\nLínea dos\ttab" });
    const result = await store().submit(submission({ enquiry: given }));
    expect(result).toEqual({ kind: "created", id: given.id });
    const [record] = await store().list();
    expect(record).toMatchObject({ ...given, delivery: { status: "pending", attempts: 0, sentAt: null } });
  });

  it("stores one enquiry when the same key arrives many times at once, and refuses the key with another body", async () => {
    const idempotency = { key: randomUUID(), fingerprint: "same" };
    const results = await Promise.all(Array.from({ length: 12 }, () => store().submit(submission({ idempotency }))));
    const [created] = results.filter((result) => result.kind === "created") as { id: string }[];
    expect(results.filter((result) => result.kind !== "replayed")).toEqual([created]);
    expect(results.every((result) => "id" in result && result.id === created?.id)).toBe(true);
    const other = await store().submit(submission({ idempotency: { ...idempotency, fingerprint: "other" } }));
    expect(other).toEqual({ kind: "keyReused" });
    expect(await store().list()).toHaveLength(1);
  });

  // That a refusal writes nothing is the concurrent test's below; the sliding window's exact answer is SQLite's.
  it("refuses a bucket's submission over its limit, not another bucket's, and counts afresh once pruned", async () => {
    const limits = [{ bucket: "email:x", max: 1, windowMs: 3_600_000 }];
    expect((await store().submit(submission({ limits }))).kind).toBe("created");
    // At most a window: by then the first has left it.
    const retryAfterSeconds = expect.toSatisfy((seconds: number) => seconds > 0 && seconds <= 3600);
    expect(await store().submit(submission({ limits }))).toEqual({ kind: "rateLimited", retryAfterSeconds });
    const other = [{ bucket: "email:y", max: 1, windowMs: 3_600_000 }];
    expect((await store().submit(submission({ limits: other }))).kind).toBe("created");
    await store().pruneRateLimits(Date.now() + 3_600_000);
    expect((await store().submit(submission({ limits }))).kind).toBe("created");
  });

  it("commits many concurrent submissions each once, and no more of one bucket's than its limit", async () => {
    const crowd = [{ bucket: "ip:crowd", max: 5, windowMs: 3_600_000 }];
    const all = Array.from({ length: 300 }, (_, index) =>
      store().submit(submission(index < 40 ? { limits: crowd } : {})),
    );
    const created = (await Promise.all(all)).filter((result) => result.kind === "created");
    expect(created).toHaveLength(265);
    expect(new Set((await store().list()).map((record) => record.id)).size).toBe(265);
  });

  // The store's own clock, moved by the test: a lease ends when the test says, not after a wait.
  describe("with the store's clock moved by the test", () => {
    const leaseMs = 30_000;
    const url = "https://hooks.example/in";
    let clock = 0;
    let timed: Store;
    beforeEach(async () => {
      clock = Date.now();
      timed = await fresh.open(() => clock);
    });
    afterEach(() => timed.close());

    /** A new enquiry to one webhook endpoint, its e-mail and its webhook each claimed by a sender. */
    async function inFlight() {
      const given = enquiry();
      await timed.submit(submission({ enquiry: given, webhooks: [url] }));
      return claimed(given.id);
    }
    /** Claims what is due, as the senders do; this enquiry's e-mail and webhook must be among it. */
    async function claimed(id: string) {
      const mail = (await timed.claimDeliveries(leaseMs, 1)).find((claim) => claim.id === id);
      const hook = (await timed.claimWebhookDeliveries([url], leaseMs, 1)).find((claim) => claim.enquiry.id === id);
      expect([mail?.delivery.attempts, hook?.attempt]).toEqual([expect.any(Number), expect.any(Number)]);
      const answer = (status: number, error = "") => ({
        enquiryId: id,
        endpoint: url,
        leaseId: hook?.leaseId ?? "",
        status,
        error,
      });
      return { id, lease: mail?.leaseId ?? "", answer };
    }
    async function states(id: string) {
      const record = (await timed.list()).find((found) => found.id === id);
      return [record?.delivery, record?.webhooks[0]];
    }
    const alert = { id: "given-up", kind: "webhook-failed", subject: "s", body: "b" };

    it("leases due deliveries to one sender at a time, renews a held lease, and hands them out again when it ends", async () => {
      await timed.submit(submission());
      const [claimed] = await timed.claimDeliveries(leaseMs, 10);
      expect(claimed?.delivery.attempts).toBe(1);
      const held = { queue: "outbox", id: claimed?.id ?? "", leaseId: claimed?.leaseId ?? "" } as const;
      expect(await timed.claimDeliveries(leaseMs, 10)).toEqual([]);
      // Renewed just before it ends, the lease runs a whole lease from then.
      clock += leaseMs - 1;
      await timed.renewLeases([held], leaseMs);
      const renewedAt = clock;
      expect(await timed.nextDeliveryAt()).toBe(renewedAt + leaseMs);
      clock = renewedAt + leaseMs - 1;
      expect(await timed.claimDeliveries(leaseMs, 10)).toEqual([]);
      clock = renewedAt + leaseMs;
      const [again] = await timed.claimDeliveries(leaseMs, 10);
      expect(again?.id).toBe(claimed?.id);
      expect(again?.delivery.attempts).toBe(2);
      // The first sender, late, cannot take back what the second one holds now.
      await timed.renewLeases([held], 10 * leaseMs);
      expect(await timed.nextDeliveryAt()).toBe(clock + leaseMs);
    });

    it("drops the late answers of an attempt whose lease ran out: the attempt that took over records its own", async () => {
      const [failing, sending] = [await inFlight(), await inFlight()];
      clock += leaseMs;
      const [failingNow, sendingNow] = [await claimed(failing.id), await claimed(sending.id)];
      expect(await timed.markSent(failing.id, failing.lease)).toBe(false);
      expect(await timed.markWebhookSent(failing.answer(200))).toBe(false);
      expect(await timed.markAttemptFailed(sending.id, sending.lease, "ETIMEDOUT", null)).toBe(false);
      expect(await timed.markWebhookFailed(sending.answer(503, "HTTP 503"), alert)).toBe(false);
      expect(await timed.markWebhookAttemptFailed(sending.answer(503, "HTTP 503"), clock + 1000)).toBe(false);
      expect(await states(failing.id)).toMatchObject([
        { status: "pending", attempts: 2, sending: true, sentAt: null },
        { status: "pending", attempts: 2, sending: true, sentAt: null },
      ]);
      expect(await timed.markAttemptFailed(failingNow.id, failingNow.lease, "550 refused", null)).toBe(true);
      expect(await timed.markWebhookAttemptFailed(failingNow.answer(503, "HTTP 503"), clock + 1000)).toBe(true);
      expect(await timed.markSent(sendingNow.id, sendingNow.lease)).toBe(true);
      expect(await timed.markWebhookSent(sendingNow.answer(200))).toBe(true);
      expect(await states(failing.id)).toMatchObject([
        { status: "failed", lastError: "550 refused", sending: false },
        { status: "pending", lastStatus: 503, nextAttemptAt: clock + 1000, sending: false },
      ]);
      expect(await states(sending.id)).toMatchObject([
        { status: "sent", sentAt: clock, lastError: null, sending: false },
        { status: "sent", sentAt: clock, lastStatus: 200, sending: false },
      ]);
      expect(await timed.claimAlerts(leaseMs, 10)).toEqual([]);
    });

    it("sends an enquiry again when asked while every mail slot is sending it and others", async () => {
      const busy = [await inFlight(), await inFlight(), await inFlight()];
      const [asked] = busy as [(typeof busy)[number]];
      clock += 1;
      expect(await timed.resend(asked.id)).toBe(true);
      // Nothing failed: it waits for its first attempt.
      expect(await states(asked.id)).toMatchObject([
        { status: "pending", attempts: 0, sending: false },
        { status: "pending", attempts: 0, sending: false },
      ]);
      for (const sending of busy) {
        expect(await timed.markSent(sending.id, sending.lease)).toBe(sending !== asked);
        expect(await timed.markWebhookSent(sending.answer(200))).toBe(sending !== asked);
      }
      const again = await claimed(asked.id);
      expect(await states(asked.id)).toMatchObject([
        { status: "pending", attempts: 1, sending: true, sentAt: null },
        { status: "pending", attempts: 1, sending: true, sentAt: null },
      ]);
      expect(await timed.markSent(again.id, again.lease)).toBe(true);
      expect(await timed.markWebhookSent(again.answer(200))).toBe(true);
      expect(await timed.nextDeliveryAt()).toBeNull();
      expect(await timed.nextWebhookDeliveryAt([url])).toBeNull();
    });

    it("takes over a delivery whose lease ran out before a backlog of new ones, its first attempt's time kept", async () => {
      const firstAt = clock;
      const dead = await inFlight();
      for (let index = 0; index < 5; index++) {
        clock += 1;
        await timed.submit(submission({ webhooks: [url] }));
      }
      clock += leaseMs;
      expect((await timed.claimDeliveries(leaseMs, 1)).map((claim) => claim.id)).toEqual([dead.id]);
      const [hook] = await timed.claimWebhookDeliveries([url], leaseMs, 1);
      expect(hook).toMatchObject({ enquiry: { id: dead.id }, attempt: 2, firstAttemptAt: firstAt });
    });
  });

  it("never leases one delivery to two concurrent senders of two servers, nor more than they asked for", async () => {
    const url = "https://hooks.example/in";
    // Only the endpoints asked for: a URL no longer configured is left alone.
    await Promise.all(
      Array.from({ length: 40 }, () => store().submit(submission({ webhooks: [url, "https://b.example"] }))),
    );
    const other = await open();
    const senders = Array.from({ length: 8 }, (_, index) => (index % 2 ? other : store()));
    const claims = await Promise.all(senders.map((sender) => sender.claimDeliveries(60_000, 10)));
    const hooks = await Promise.all(senders.map((sender) => sender.claimWebhookDeliveries([url], 60_000, 10)));
    await other.close();
    for (const claim of [...claims, ...hooks]) expect(claim.length).toBeLessThanOrEqual(10);
    // Each delivery once: as many claims as different ones.
    const counts = (ids: string[]) => [ids.length, new Set(ids).size];
    expect(counts(claims.flat().map((record) => record.id))).toEqual([40, 40]);
    expect(counts(hooks.flat().map((hook) => hook.enquiry.id))).toEqual([40, 40]);
    expect(hooks.flat().filter((hook) => hook.endpoint !== url)).toEqual([]);
  });

  // A sent and a failed delivery's records are the lease tests' above.
  it("gives a failed attempt its retry time, and a failed delivery attempts afresh when retried on request", async () => {
    const failing = enquiry();
    await store().submit(submission({ enquiry: failing }));
    const [first] = await store().claimDeliveries(60_000, 10);
    await store().markAttemptFailed(failing.id, first?.leaseId ?? "", "ECONNREFUSED", Date.now() - 1);
    const [again] = await store().claimDeliveries(60_000, 10);
    expect(again).toMatchObject({ id: failing.id, delivery: { attempts: 2 } });
    await store().markAttemptFailed(failing.id, again?.leaseId ?? "", "550 refused", null);
    expect(await store().claimDeliveries(60_000, 10)).toEqual([]);

    expect(await store().retryFailed()).toEqual({ mail: [failing.id], webhooks: [], alerts: [] });
    const [retried] = await store().claimDeliveries(60_000, 10);
    expect(retried).toMatchObject({ id: failing.id, delivery: { attempts: 1, lastError: null } });
  });

  it("deletes every enquiry of an address, whatever its case, and nothing else", async () => {
    const idempotency = { key: randomUUID(), fingerprint: "f" };
    await store().submit(submission({ enquiry: enquiry({ email: "Grace@Example.com" }), idempotency }));
    await store().submit(submission({ enquiry: enquiry({ email: "grace@example.com" }) }));
    const kept = enquiry({ email: "alan@example.com" });
    await store().submit(submission({ enquiry: kept }));
    expect(await store().deleteByEmail("GRACE@example.com", "email:grace")).toHaveLength(2);
    expect((await store().list()).map((record) => record.id)).toEqual([kept.id]);
    // The key went with its enquiry: the same key now stores a new one.
    expect((await store().submit(submission({ idempotency }))).kind).toBe("created");
  });
});

describe("the SQLite store", () => {
  const fresh = freshStore("sqlite");
  const store = () => fresh.store() as Awaited<ReturnType<typeof openSqliteStore>>;
  const dataDir = () => fresh.env().DATA_DIR;

  it("runs in WAL mode with synchronous=FULL, and refuses to start with settings that could lose an acknowledged enquiry", async () => {
    await store().submit(submission());
    expect(store().durability()).toEqual({ journalMode: "wal", synchronous: 2 });
    // The journal mode is the file's: another connection sees it too.
    const other = new DatabaseSync(join(dataDir(), sqliteFileName));
    expect(other.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    other.close();
    expect(durabilityProblem({ journalMode: "wal", synchronous: 2 })).toBeUndefined();
    expect(durabilityProblem({ journalMode: "wal", synchronous: 3 })).toBeUndefined();
    for (const settings of [
      { journalMode: "wal", synchronous: 1 },
      { journalMode: "wal", synchronous: 0 },
      { journalMode: "delete", synchronous: 2 },
      { journalMode: "memory", synchronous: 2 },
    ]) {
      expect(durabilityProblem(settings), JSON.stringify(settings)).toMatch(/synchronous=FULL/);
    }
  });

  it("leaves no trace of erased enquiries in the database file or its write-ahead log", async () => {
    const marker = `erase-${randomUUID()}`;
    await store().submit(submission({ enquiry: enquiry({ email: `${marker}@example.com`, interest: marker }) }));
    await store().submit(submission());
    const files = [sqliteFileName, `${sqliteFileName}-wal`].map((name) => join(dataDir(), name));
    const onDisk = () =>
      files.filter((file) => existsSync(file) && readFileSync(file).includes(marker)).map((file) => basename(file));
    expect(onDisk().length).toBeGreaterThan(0);
    expect(await store().deleteByEmail(`${marker}@example.com`, "email:erased")).toHaveLength(1);
    expect(onDisk()).toEqual([]);
    expect(await store().list()).toHaveLength(1);
  });

  it("waits for a lock another process holds, and answers unavailable once the timeout passes", async () => {
    const patient = await openStore({ ...fresh.env(), STORAGE_TIMEOUT_MS: 5000 });
    const hasty = await openStore({ ...fresh.env(), STORAGE_TIMEOUT_MS: 100 });
    const other = new DatabaseSync(join(dataDir(), sqliteFileName));
    // The lock is real; the store's retries (each tries the lock for 10 ms of real time) and its
    // deadline run on the test's clock.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "clearImmediate", "Date"] });
    try {
      other.exec("BEGIN IMMEDIATE");
      const waiting = settledLater(patient.submit(submission()));
      await vi.advanceTimersByTimeAsync(200);
      expect(waiting.settled).toBe(false);
      other.exec("COMMIT");
      await vi.advanceTimersByTimeAsync(20);
      expect(waiting.settled).toBe(true);
      expect((await waiting.promise).kind).toBe("created");

      other.exec("BEGIN IMMEDIATE");
      const refused = settledLater(hasty.submit(submission()));
      await vi.advanceTimersByTimeAsync(90);
      expect(refused.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(40);
      expect(refused.settled).toBe(true);
      await expect(refused.promise).rejects.toBeInstanceOf(StorageUnavailableError);
      other.exec("ROLLBACK");
    } finally {
      vi.useRealTimers();
      other.close();
    }
    expect(await hasty.list()).toHaveLength(1);
    await patient.close();
    await hasty.close();
  });

  it("accepts no more than a rate limit in any span of its sliding window, and says when one more fits", async () => {
    const hour = 3_600_000;
    const limit = { bucket: "ip:every-second", max: 10, windowMs: 60_000 };
    // A submission at a chosen time: a refusal rolls back what it counted.
    const submitAt = (now: number) =>
      store().write((db) => operations.submit(db, submission({ limits: [limit] }), now));
    const start = 1_000 * hour - 30_000; // across the edges of fixed minutes
    const accepted: number[] = [];
    // A request every half second for three minutes, and bursts of five.
    for (let at = start; at < start + 180_000; at += 500) {
      for (let burst = 0; burst < (at % 20_000 === 0 ? 5 : 1); burst++) {
        const result = await submitAt(at);
        if (result.kind === "created") accepted.push(at);
        else if (result.kind === "rateLimited") {
          // When it says: the moment the oldest of the last minute's leaves it.
          const inWindow = accepted.filter((time) => time > at - limit.windowMs);
          const fits = (inWindow[inWindow.length - limit.max] ?? at) + limit.windowMs;
          expect(result.retryAfterSeconds).toBe(Math.max(1, Math.ceil((fits - at) / 1000)));
        }
      }
    }
    for (const at of accepted) {
      expect(accepted.filter((time) => time > at - limit.windowMs && time <= at).length).toBeLessThanOrEqual(10);
    }
    expect(accepted.length).toBe(30);
  });
});
