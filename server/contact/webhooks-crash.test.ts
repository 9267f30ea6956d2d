// The webhooks' kill test: the real server is killed with SIGKILL while its webhook requests are in
// flight (a receiver holds them open, and answers them 200 at the instant of the kill), then
// started again. Afterwards every stored enquiry has reached the receiver with a 2xx and is
// recorded sent, and every request the receiver got more than once was the same message: the same
// webhook-id, the same bytes, a valid signature. Only what the store had not recorded as sent at
// the kill is sent again.
import { randomBytes, randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFunctionPath } from "../../site/contact-schema.ts";
import { openStore } from "../storage/open-store.server.ts";
import { storeKinds, testDatabase } from "../storage/store-kinds.ts";
import type { TestDatabase } from "../storage/test-databases.ts";
import { enquiryBody } from "../testing/sample-enquiry.ts";
import { patienceMs, type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { freePort } from "../testing/smtp-sink.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver.ts";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
const enquiries = 24;

describe.each(storeKinds)("webhooks on %s under SIGKILL", (kind) => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    database = await testDatabase(kind);
    receiver = await startWebhookReceiver("hang");
  });
  afterAll(async () => {
    await receiver.stop();
    await database.drop();
  });

  async function sentNow(): Promise<Set<string>> {
    const store = await openStore({ ...database.env, STORAGE_TIMEOUT_MS: patienceMs });
    try {
      const records = await store.list();
      return new Set(records.filter((record) => record.webhooks[0]?.status === "sent").map((record) => record.id));
    } finally {
      await store.close();
    }
  }

  it("loses no enquiry and repeats only the same message", async () => {
    const port = await freePort();
    const env = {
      ...database.env,
      WEBHOOK_URLS: receiver.url,
      WEBHOOK_SECRETS: secret,
      // Wide enough for a busy machine; a lease is three times this, so the killed server's
      // deliveries are free again at most 3 s after the kill.
      WEBHOOK_TIMEOUT_MS: "1000",
      WEBHOOK_RETRY_MS: "100",
      CONTACT_RATE_LIMIT_PER_IP: "0",
      LOG_LEVEL: "info",
    };
    let server: ServerProcess = await startServerProcess(port, env);
    const logs: string[] = [];
    const sent = Array.from({ length: enquiries }, (_, index) => ({
      name: `Visitor ${randomUUID().slice(0, 8)}`,
      email: `visitor-${index}-${randomUUID().slice(0, 6)}@example.com`,
    }));
    const ids = await Promise.all(
      sent.map(async ({ name, email }, index) => {
        const response = await fetch(`${server.url}${contactFunctionPath}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: enquiryBody({ name, email, interest: `Enquiry ${index}` }),
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { id: string }).id;
      }),
    );

    // Every enquiry has been tried, and requests are held open right now.
    const webhookIds = () => new Set(receiver.received.map((request) => request.headers["webhook-id"]));
    await expect
      .poll(() => webhookIds().size === enquiries && receiver.hanging() > 0, { timeout: patienceMs, interval: 10 })
      .toBe(true);
    const inFlight = receiver.hanging();
    // The receiver accepts what it holds at the instant the server dies: some of those answers
    // reach the server before the kill, most do not.
    receiver.answerWith(200);
    receiver.release(200);
    await server.stop("SIGKILL");
    logs.push(...server.output);
    const recordedAtKill = await sentNow();
    const restartedAt = Date.now();
    server = await startServerProcess(port, env);

    await expect.poll(async () => (await sentNow()).size, { timeout: patienceMs, interval: 100 }).toBe(enquiries);
    await server.stop("SIGTERM");
    logs.push(...server.output);

    const verifier = new Webhook(secret);
    const byId = new Map<string, { bodies: Set<string>; accepted: boolean; afterRestart: number }>();
    for (const request of receiver.received) {
      const webhookId = String(request.headers["webhook-id"]);
      // Every request, first or repeated, is a valid signed message.
      expect(() => verifier.verify(request.body, request.headers as Record<string, string>)).not.toThrow();
      const seen = byId.get(webhookId) ?? { bodies: new Set(), accepted: false, afterRestart: 0 };
      seen.bodies.add(request.body);
      if (request.answered !== null && request.answered >= 200 && request.answered < 300) seen.accepted = true;
      if (request.receivedAt >= restartedAt) seen.afterRestart++;
      byId.set(webhookId, seen);
    }
    expect([...byId.keys()].sort()).toEqual(ids.map((id) => `msg_${id}`).sort());
    for (const id of ids) {
      const seen = byId.get(`msg_${id}`);
      expect(seen?.accepted, id).toBe(true);
      expect(seen?.bodies.size, id).toBe(1);
      // What the store had recorded as sent is never sent again.
      if (recordedAtKill.has(id)) expect(seen?.afterRestart, id).toBe(0);
    }
    const repeats = receiver.received.length - enquiries;
    console.info(
      `${kind}: ${enquiries} enquiries, ${inFlight} webhook requests in flight at the SIGKILL, ` +
        `${recordedAtKill.size} recorded sent by then, ${receiver.received.length} requests in all ` +
        `(${repeats} repeats of an id already seen)`,
    );

    // The logs are JSON lines that name enquiries and hosts, never a visitor or the secret.
    const lines = logs.filter((line) => line.startsWith("{"));
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(lines.filter((line) => line.includes('"msg":"webhooks: delivered"')).length).toBeGreaterThan(0);
    const everything = logs.join("\n");
    expect(everything).not.toContain(secret.slice("whsec_".length));
    for (const { name, email } of sent) {
      expect(everything).not.toContain(name);
      expect(everything).not.toContain(email);
    }
  }, 1_800_000);
});
