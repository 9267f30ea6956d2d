// Concurrent submissions while the real server is SIGKILLed and restarted: every acknowledged
// enquiry is stored, mailed and posted, repeated only as the same message (docs/enquiries.md), and
// raw repeats are bounded by what the relay had accepted and the outbox not recorded at each kill.
import { randomBytes, randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../storage/open-store.server.ts";
import { storeKinds, testDatabase } from "../storage/store-kinds.ts";
import type { TestDatabase } from "../storage/test-databases.ts";
import { allRecordedSent, postEnquiry, sampleFields } from "../testing/sample-enquiry.ts";
import { patienceMs, type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { freePort, type SmtpSink, startSmtpSink } from "../testing/smtp-sink.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver.ts";
import { messageIdFor } from "./mail.server.ts";

/** One printed seed for the retry delays and the kill instants: CRASH_SEED=<seed> draws them again. */
const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 32));
console.info(`crash test: seed ${seed} (CRASH_SEED=${seed} draws the same delays again)`);
/** mulberry32: a small, well-known seeded generator of numbers in [0, 1). */
function seeded(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(seed);

const concurrency = 100;
/** Submissions per store, and the fractions of them answered at which the server is killed. */
const plans = {
  sqlite: { submissions: 1500, killsAt: [0.1, 0.3, 0.5, 0.7, 0.85] },
  postgres: { submissions: 1200, killsAt: [0.15, 0.4, 0.65, 0.85] },
} as const;
const from = "no-reply@keystub.example";
const secret = `whsec_${randomBytes(32).toString("base64")}`;

describe.each(storeKinds)("the contact function on %s under SIGKILL", (kind) => {
  const { submissions, killsAt } = plans[kind];
  let database: TestDatabase;
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await testDatabase(kind);
    sink = await startSmtpSink();
    receiver = await startWebhookReceiver(200);
  });
  afterAll(async () => {
    await sink.stop();
    await receiver.stop();
    await database.drop();
  });

  it("stores and mails every acknowledged enquiry exactly once, and posts it as one message", async () => {
    const port = await freePort();
    const env = {
      ...database.env,
      SMTP_URL: sink.url,
      CONTACT_FROM: from,
      // Every request comes from 127.0.0.1: the proxy header gives each its own visitor address.
      TRUST_PROXY: "loopback",
      CONTACT_RATE_LIMIT_PER_IP: "100",
      // A lease far longer than a busy machine stalls a renewal, so only a kill makes a repeat; a
      // killed server's e-mails wait for it to end before the restarted one sends them.
      DELIVERY_LEASE_MS: "5000",
      DELIVERY_RETRY_MS: "100",
      WEBHOOK_URLS: receiver.url,
      WEBHOOK_SECRETS: secret,
      // Leased for 6 s: what the killed server was posting is free again soon after the restart.
      WEBHOOK_TIMEOUT_MS: "2000",
      WEBHOOK_RETRY_MS: "100",
      LOG_LEVEL: "info",
    };
    const started = Date.now();
    let server: ServerProcess = await startServerProcess(port, env);
    const origin = server.url;

    const sent = Array.from({ length: submissions }, (_, index) => ({
      key: randomUUID(),
      email: `visitor-${index}-${randomUUID().slice(0, 6)}@example.com`,
      name: `Visitor ${randomUUID().slice(0, 8)}`,
      id: undefined as string | undefined,
    }));
    let answered = 0;
    let inFlight = 0;
    let retries = 0;
    const inFlightAtKill: number[] = [];
    /** From a kill until the restarted server answers: what a request the kill cut off waits for. */
    let restarting: Promise<void> | undefined;
    /** At each kill: the enquiries whose e-mail the SMTP server had accepted but the outbox had not marked sent. */
    const unrecordedAtKill: Set<string>[] = [];
    /** Each enquiry's webhook, once recorded sent at a kill: when that kill's server was restarted. */
    const hookRecordedBefore = new Map<string, number>();

    async function submit(item: (typeof sent)[number], index: number): Promise<void> {
      const body = sampleFields({ name: item.name, email: item.email, interest: `Submission ${index}` });
      const giveUpAt = Date.now() + patienceMs;
      while (Date.now() < giveUpAt) {
        let delay = 0;
        inFlight++;
        try {
          const response = await postEnquiry(origin, body, {
            "Idempotency-Key": `"${item.key}"`,
            "X-Forwarded-For": `198.18.${index % 250}.${Math.floor(index / 250) + 1}`,
          });
          if (response.status === 200) {
            item.id = ((await response.json()) as { id: string }).id;
            answered++;
            return;
          }
          expect(response.status, await response.text()).toBe(503);
          // The store is unavailable for a moment: try again a little later.
          delay = 100;
        } catch {
          // The server was killed under this request, or is restarting: retry with the same key.
        } finally {
          inFlight--;
        }
        retries++;
        // Once the server is back (at once if it is up), after a random draw that spreads the
        // retries as clients' would be.
        await restarting;
        await new Promise((wait) => setTimeout(wait, delay + random() * 20));
      }
      throw new Error(`Submission ${index} was never acknowledged`);
    }

    async function killer(): Promise<void> {
      for (const fraction of killsAt) {
        while (answered < submissions * fraction) await new Promise((wait) => setTimeout(wait, 5));
        await new Promise((wait) => setTimeout(wait, random() * 20));
        inFlightAtKill.push(inFlight);
        logs.push(...server.output);
        let restarted = () => {};
        restarting = new Promise((resolve) => {
          restarted = resolve;
        });
        await server.stop("SIGKILL");
        // Once the sink has closed the dead server's connections it has read everything it sent.
        await expect.poll(() => sink.openConnections(), { timeout: patienceMs, interval: 10 }).toBe(0);
        const snapshot = await openStore({ ...database.env, STORAGE_TIMEOUT_MS: patienceMs });
        const records = await snapshot.list();
        await snapshot.close();
        const recorded = new Set(records.filter((r) => r.delivery.status === "sent").map((r) => r.id));
        const accepted = sink.mails.map((mail) => mail.header("x-keystub-enquiry") ?? "");
        unrecordedAtKill.push(new Set(accepted.filter((id) => !recorded.has(id))));
        const hooksSent = records.filter((r) => r.webhooks[0]?.status === "sent" && !hookRecordedBefore.has(r.id));
        const restartAt = Date.now();
        for (const record of hooksSent) hookRecordedBefore.set(record.id, restartAt);
        server = await startServerProcess(port, env);
        restarting = undefined;
        restarted();
      }
    }

    let next = 0;
    const workers = Array.from({ length: concurrency }, async () => {
      while (next < sent.length) {
        const index = next++;
        await submit(sent[index] as (typeof sent)[number], index);
      }
    });
    await Promise.all([...workers, killer()]);
    expect(inFlightAtKill).toHaveLength(killsAt.length);
    expect(inFlightAtKill.every((count) => count > 0)).toBe(true);

    const submitted = Date.now();
    // Every acknowledged enquiry is stored once; nothing else is stored.
    const store = await openStore({ ...database.env, STORAGE_TIMEOUT_MS: patienceMs });
    const records = await store.list();
    expect(records).toHaveLength(submissions);
    const byEmail = new Map(records.map((record) => [record.email, record]));
    for (const item of sent) expect(byEmail.get(item.email)?.id, item.email).toBe(item.id);
    await store.close();
    // Every one is mailed and posted: wait for the outboxes to empty, then read the mailbox.
    await allRecordedSent(database.env);
    await server.stop("SIGTERM");
    logs.push(...server.output);

    const arrivals = Map.groupBy(sink.mails, (mail) => mail.header("x-keystub-enquiry") ?? "");
    // The team's mailbox: one message per Message-ID, whatever the SMTP server handed it twice.
    const mailbox = new Set(sink.mails.map((mail) => mail.header("message-id")));
    expect(arrivals.size).toBe(submissions);
    expect(mailbox.size).toBe(submissions);
    // What the servers said they attempted, by enquiry: on a loaded machine an SMTP answer can come
    // after the client's timeout, so an attempt the sink accepted is recorded failed and sent again
    // with the same Message-ID (the mailbox keeps one).
    const attemptsLogged = new Map<string, number>();
    for (const line of logs.filter((entry) => entry.startsWith("{"))) {
      const { msg, id } = JSON.parse(line) as { msg?: string; id?: string };
      if (id && (msg === "delivery: attempt failed, will retry" || msg === "delivery: enquiry mailed"))
        attemptsLogged.set(id, (attemptsLogged.get(id) ?? 0) + 1);
    }
    let resent = 0;
    for (const item of sent) {
      const id = item.id ?? "";
      const ids = (arrivals.get(id) ?? []).map((mail) => mail.header("message-id"));
      expect(new Set(ids), item.email).toEqual(new Set([messageIdFor(id, from)]));
      // A repeat only where a kill caught the message accepted but not recorded, once per such kill,
      // or where a server logged one attempt more.
      const caught = unrecordedAtKill.filter((unrecorded) => unrecorded.has(id)).length;
      const retried = Math.max(0, (attemptsLogged.get(id) ?? 0) - 1);
      expect(
        ids.length - 1,
        `${item.email} arrived ${ids.length} times, caught unrecorded by ${caught} kills, ${retried} logged retries`,
      ).toBeLessThanOrEqual(caught + retried);
      resent += ids.length - 1;
    }
    // Each webhook was accepted, every request for it the same signed message, none sent again after
    // a restart that followed its recorded success.
    const verifier = new Webhook(secret);
    const hooks = Map.groupBy(receiver.received, (request) => String(request.headers["webhook-id"]));
    expect(hooks.size).toBe(submissions);
    for (const item of sent) {
      const requests = hooks.get(`msg_${item.id}`) ?? [];
      expect(new Set(requests.map((request) => request.body)).size, item.email).toBe(1);
      expect(requests.some((request) => (request.answered ?? 0) >= 200 && (request.answered ?? 0) < 300)).toBe(true);
      const recordedAt = hookRecordedBefore.get(item.id ?? "") ?? Number.POSITIVE_INFINITY;
      expect(
        requests.filter((request) => request.receivedAt >= recordedAt),
        item.email,
      ).toEqual([]);
    }
    for (const request of receiver.received.slice(0, 200)) {
      expect(() => verifier.verify(request.body, request.headers as Record<string, string>)).not.toThrow();
    }
    const unrecorded = unrecordedAtKill.map((ids) => ids.size);
    console.info(
      `${kind}: ${submissions} enquiries, ${killsAt.length} SIGKILLs (requests in flight: ${inFlightAtKill.join(", ")}; ` +
        `e-mails accepted but unrecorded: ${unrecorded.join(", ")}), ${retries} client retries, ` +
        `${sink.mails.length} SMTP deliveries (${resent} repeated after a kill), ${mailbox.size} in the mailbox, ` +
        `${receiver.received.length} webhook requests; ` +
        `submitting took ${submitted - started} ms, mailing the rest ${Date.now() - submitted} ms more`,
    );

    // The logs are structured and carry no personal data or secret, only enquiry ids and hosts.
    const lines = logs.filter((line) => line.startsWith("{"));
    expect(lines.filter((line) => line.includes('"msg":"contact: enquiry stored"')).length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const everything = logs.join("\n");
    for (const item of sent.slice(0, 200)) {
      expect(everything).not.toContain(item.email);
      expect(everything).not.toContain(item.name);
    }
    expect(everything).not.toMatch(/198\.18\.\d+\.\d+/);
    expect(everything).not.toContain(secret.slice("whsec_".length));
  }, 1_800_000);
});
