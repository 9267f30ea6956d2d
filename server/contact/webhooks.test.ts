import { randomBytes, randomUUID } from "node:crypto";
import { lookup } from "node:dns/promises";
import { hostname } from "node:os";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadContactConfig } from "../config.server.ts";
import type { NewEnquiry, Store, WebhookAnswer } from "../storage/store.server.ts";
import { freshStore, storeKinds } from "../storage/store-kinds.ts";
import { sampleEnquiry } from "../testing/sample-enquiry.ts";
import { freePort, type SmtpSink, startSmtpSink } from "../testing/smtp-sink.ts";
import { startWebhookReceiver } from "../testing/webhook-receiver.ts";
import { configuredDelivery } from "./delivery.server.ts";
import type { Worker } from "./outbox-worker.server.ts";
import { createWebhookDelivery, retryForMs, type WebhookOptions } from "./webhooks.server.ts";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
const operations = "operations@keystub.example";
const team = "sales@keystub.example";
const minute = 60_000;
const hour = 60 * minute;

describe.each(storeKinds)("webhooks on %s", (kind) => {
  const fresh = freshStore(kind);
  /** The store, on the test's clock; the wall clock while unset. */
  let store: Store;
  let clock: number | undefined;
  const now = () => clock ?? Date.now();
  const open = () => fresh.open(now);
  const stoppable: { stop(): Promise<void> }[] = [];

  beforeEach(async () => {
    clock = undefined;
    store = await open();
  });
  afterEach(async () => {
    for (const running of stoppable.splice(0).reverse()) await running.stop();
    await store.close();
  });

  async function receiver(...args: Parameters<typeof startWebhookReceiver>) {
    const started = await startWebhookReceiver(...args);
    stoppable.push(started);
    return started;
  }

  function webhooksTo(urls: readonly string[], options: Partial<WebhookOptions> = {}): Worker {
    const worker = createWebhookDelivery({
      store,
      endpoints: urls.map((url) => ({ url, secret })),
      timeoutMs: 2000,
      retryMs: minute,
      pollMs: 50,
      now,
      random: () => 0.5,
      // The receivers listen on loopback, which only WEBHOOK_ALLOW_PRIVATE lets webhooks reach.
      allowPrivate: true,
      ...options,
    });
    stoppable.push(worker);
    return worker;
  }

  async function mailbox(): Promise<{ sink: SmtpSink; delivery: Worker }> {
    const sink = await startSmtpSink();
    stoppable.push(sink);
    const config = { CONTACT_TO: team, CONTACT_FROM: "no-reply@keystub.example", OPERATIONS_EMAIL: operations };
    const delivery = configuredDelivery(store, loadContactConfig(config), sink.url);
    stoppable.push(delivery);
    return { sink, delivery };
  }

  async function stored(urls: readonly string[], overrides: Partial<NewEnquiry> = {}): Promise<NewEnquiry> {
    const given = sampleEnquiry(overrides);
    await store.submit({ enquiry: given, limits: [], webhooks: urls });
    return given;
  }

  async function stateOf(id: string, url: string) {
    return (await store.list()).find((record) => record.id === id)?.webhooks.find((state) => state.endpoint === url);
  }

  it("retries an endpoint that refuses connections, then sends it once, signed as Standard Webhooks, which a receiver verifies", async () => {
    clock = Date.now();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/hooks/keystub`;
    const given = await stored([url]);
    const webhooks = webhooksTo([url]);
    expect(await webhooks.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await stateOf(given.id, url)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatus: null,
      lastError: "ECONNREFUSED",
      // The first retry's delay, WEBHOOK_RETRY_MS (the jitter's middle).
      nextAttemptAt: clock + minute,
    });

    const endpoint = await receiver(202, port);
    clock += minute - 1;
    expect(await webhooks.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock += 1;
    expect(await webhooks.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await stateOf(given.id, url)).toMatchObject({ status: "sent", attempts: 2, lastStatus: 202 });
    expect(await webhooks.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(endpoint.received).toHaveLength(1);

    const [request] = endpoint.received;
    const headers = request?.headers as Record<string, string>;
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["user-agent"]).toMatch(/^Keystub-Website-Webhooks\//);
    expect(headers["webhook-id"]).toBe(`msg_${given.id}`);
    const createdAt = new Date(given.createdAt).toISOString();
    const { id, locale, name, email, organization, interest } = given;
    expect(new Webhook(secret).verify(request?.body ?? "", headers)).toEqual({
      type: "enquiry.created",
      timestamp: createdAt,
      data: { id, createdAt, locale, name, email, organization, interest },
    });
  });

  it("refuses an internal address at each attempt, written in the URL or resolved from a name, as a failed attempt that says why", async () => {
    clock = Date.now();
    const endpoint = await receiver(200);
    const port = new URL(endpoint.url).port;
    // This machine's own name resolves to one of its addresses, never a public one (loopback here,
    // or a private address in a container): what a public name a DNS answer points inward looks like.
    const own = hostname();
    const resolved = (await lookup(own)).address;
    const named = `http://${own}:${port}/hooks/keystub`;
    const given = await stored([endpoint.url, named]);
    const refused = await webhooksTo([endpoint.url, named], { allowPrivate: false }).deliverDue();
    expect(refused).toEqual({ sent: 0, retrying: 2, failed: 0 });
    expect(endpoint.received).toEqual([]);
    expect(await stateOf(given.id, endpoint.url)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatus: null,
      lastError: "refused: 127.0.0.1 is in the loopback range",
    });
    expect((await stateOf(given.id, named))?.lastError).toMatch(
      new RegExp(
        `^refused: ${own} resolves to no address webhooks may go to \\(${resolved} is in the (loopback|private)`,
      ),
    );

    // Link-local is refused even where private addresses are allowed: a cloud's metadata service answers there.
    const metadata = "http://169.254.169.254/latest/meta-data";
    const other = await stored([metadata]);
    await webhooksTo([metadata]).deliverDue();
    expect((await stateOf(other.id, metadata))?.lastError).toBe("refused: 169.254.169.254 is in the link-local range");

    // Allowed, the name is resolved and the message delivered to the address it resolved to.
    const local = `http://localhost:${port}/hooks/keystub`;
    const allowed = await stored([local]);
    expect(await webhooksTo([local]).deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(endpoint.received.map((request) => request.headers["webhook-id"])).toEqual([`msg_${allowed.id}`]);
  });

  it("ends an attempt on a receiver that never answers at the timeout, and retries it, holding back no other endpoint", async () => {
    const hanging = await receiver("hang");
    const working = await receiver(200);
    const given = await stored([hanging.url, working.url]);
    // Long enough for the request to reach the receiver on a busy machine before it is given up.
    const timeoutMs = 2000;
    const started = Date.now();
    const round = await webhooksTo([hanging.url, working.url], { timeoutMs }).deliverDue();
    expect(round).toEqual({ sent: 1, retrying: 1, failed: 0 });
    // Given up by the sender itself, not before the timeout and not long after it.
    await expect.poll(() => hanging.received[0]?.abandoned, { timeout: 10_000 }).toBe(true);
    const abandonedAt = hanging.received[0]?.abandonedAt ?? 0;
    expect(abandonedAt - started).toBeGreaterThanOrEqual(timeoutMs - 5);
    expect(Date.now() - started).toBeLessThan(timeoutMs + 10_000);
    // The working endpoint had its message while the other still held its request.
    expect(working.received[0]?.receivedAt).toBeLessThan(abandonedAt);
    expect(await stateOf(given.id, hanging.url)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatus: null,
      lastError: `no answer within ${timeoutMs} ms`,
    });
  });

  it("retries a receiver that answers 500 for 24 hours, gives up no sooner, and mails operations one alert", async () => {
    clock = Date.now();
    const endpoint = await receiver(500);
    const given = await stored([endpoint.url]);
    const webhooks = webhooksTo([endpoint.url]);
    const attemptsAt: number[] = [];
    for (;;) {
      const due = await store.nextWebhookDeliveryAt([endpoint.url]);
      if (due === null) break;
      clock = due;
      attemptsAt.push(clock);
      await webhooks.deliverDue();
      const state = await stateOf(given.id, endpoint.url);
      const first = attemptsAt[0] ?? 0;
      // Pending on every attempt before the 24 hours are up; failed on the first one after.
      expect(state?.status, `attempt at +${(clock - first) / hour} h`).toBe(
        clock < first + retryForMs ? "pending" : "failed",
      );
    }
    // Exponential from WEBHOOK_RETRY_MS, capped at four hours: the last but one 20¼ hours after the first, the last 24¼.
    const gaps = attemptsAt.slice(1).map((at, index) => (at - (attemptsAt[index] ?? 0)) / minute);
    expect(gaps).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 240, 240, 240, 240, 240]);
    expect(await stateOf(given.id, endpoint.url)).toMatchObject({
      status: "failed",
      attempts: attemptsAt.length,
      nextAttemptAt: null,
      lastStatus: 500,
      lastError: "HTTP 500",
    });
    // Every attempt was the same message, dated by its own clock.
    expect(endpoint.received).toHaveLength(attemptsAt.length);
    expect(new Set(endpoint.received.map((request) => request.body)).size).toBe(1);
    expect(new Set(endpoint.received.map((request) => request.headers["webhook-id"]))).toEqual(
      new Set([`msg_${given.id}`]),
    );
    expect(endpoint.received.map((request) => Number(request.headers["webhook-timestamp"]))).toEqual(
      attemptsAt.map((at) => Math.floor(at / 1000)),
    );

    const { sink, delivery } = await mailbox();
    await delivery.deliverDue();
    await delivery.deliverDue();
    const alerts = sink.mails.filter((mail) => mail.envelope.to.includes(operations));
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    expect(alert?.envelope.to).toEqual([operations]);
    expect(alert?.header("subject")).toBe(
      `Webhook given up: enquiry ${given.id.slice(0, 8)} to 127.0.0.1:${new URL(endpoint.url).port}`,
    );
    expect(alert?.header("message-id")).toMatch(/^<alert-[0-9a-f]{32}@keystub\.example>$/);
    for (const expected of [given.id, "HTTP 500", "WEBHOOK_URLS entry 1"]) expect(alert?.text).toContain(expected);
    for (const personal of [given.name, given.email, given.organization, "Pases"]) {
      expect(alert?.text).not.toContain(personal);
      expect(alert?.header("subject")).not.toContain(personal);
    }
  });

  it("disables an endpoint that answers 410 Gone: one alert, nothing more sent to it until it is enabled", async () => {
    clock = Date.now();
    const endpoint = await receiver(410);
    const first = await stored([endpoint.url]);
    const second = await stored([endpoint.url]);
    const webhooks = webhooksTo([endpoint.url]);
    // Both in one round: two answers of 410 race to disable it.
    expect(await webhooks.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 2 });
    const disabled = { status: "failed", attempts: 1, lastStatus: 410, endpointDisabled: true };
    for (const given of [first, second]) expect(await stateOf(given.id, endpoint.url)).toMatchObject(disabled);

    const later = await stored([endpoint.url]);
    clock += 48 * hour;
    expect(await webhooks.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await store.nextWebhookDeliveryAt([endpoint.url])).toBeNull();
    expect(endpoint.received).toHaveLength(2);
    const waiting = { status: "pending", attempts: 0, endpointDisabled: true };
    expect(await stateOf(later.id, endpoint.url)).toMatchObject(waiting);

    const { sink, delivery } = await mailbox();
    await delivery.deliverDue();
    const alerts = sink.mails.filter((mail) => mail.envelope.to.includes(operations));
    expect(alerts.map((mail) => mail.header("subject"))).toEqual([
      `Webhook endpoint disabled: 127.0.0.1:${new URL(endpoint.url).port} answered 410 Gone`,
    ]);

    endpoint.answerWith(200);
    await store.enableEndpoint(endpoint.url);
    expect(await webhooks.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await stateOf(later.id, endpoint.url)).toMatchObject({ status: "sent", endpointDisabled: false });
    const requeued = await store.retryFailed();
    expect(requeued.webhooks.map((row) => row.enquiryId).sort()).toEqual([first.id, second.id].sort());
    expect(await webhooks.deliverDue()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(endpoint.received).toHaveLength(5);
  });

  it("queues one alert when two servers give the same delivery up at once", async () => {
    const url = "https://hooks.example/keystub";
    const given = await stored([url]);
    const [claimed] = await store.claimWebhookDeliveries([url], minute, 10);
    const leaseId = claimed?.leaseId ?? "";
    const problem: WebhookAnswer = { enquiryId: given.id, endpoint: url, leaseId, status: 503, error: "HTTP 503" };
    const alert = { id: `webhook-failed:${given.id}:${url}:1`, kind: "webhook-failed", subject: "s", body: "b" };
    const other = await open();
    try {
      await Promise.all([store.markWebhookFailed(problem, alert), other.markWebhookFailed(problem, alert)]);
    } finally {
      await other.close();
    }
    expect(await store.claimAlerts(minute, 10)).toEqual([
      { ...alert, createdAt: expect.any(Number), attempt: 1, leaseId: expect.any(String) },
    ]);
  });

  it("erases an enquiry's webhook deliveries with it, and its alerts hold nothing of the visitor's", async () => {
    clock = Date.now();
    const endpoint = await receiver(500);
    const marker = `erase-${randomUUID().slice(0, 8)}`;
    const given = await stored([endpoint.url], { email: `${marker}@example.com`, name: marker });
    const webhooks = webhooksTo([endpoint.url]);
    await webhooks.deliverDue();
    clock += retryForMs;
    await webhooks.deliverDue();
    // Given up, its alert queued, and queued again.
    await store.retryFailed();
    expect(await store.deleteByEmail(`${marker.toUpperCase()}@example.com`, "email:erased")).toEqual([given.id]);
    expect(await store.nextWebhookDeliveryAt([endpoint.url])).toBeNull();
    const alerts = await store.claimAlerts(minute, 10);
    expect(alerts).toHaveLength(1);
    expect(JSON.stringify(alerts)).toContain(given.id);
    expect(JSON.stringify(alerts)).not.toContain(marker);
  });
});
