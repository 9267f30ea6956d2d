// Two servers from the production build on one PostgreSQL database, mailing through a relay that
// answers each message slowly: longer than the lease divided by the mail pool's three connections,
// so a server that claimed more than it could send at once would see its claims run out while the
// messages waited, and the other server would send them again. Each enquiry must reach the relay
// once and each webhook endpoint once; and when one server is killed in mid-burst, nothing is lost
// and only what it was in the middle of sending may arrive twice, with the same Message-ID.
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactFunctionPath } from "../../site/contact-schema.ts";
import { openStore } from "../storage/open-store.server.ts";
import { testDatabase } from "../storage/store-kinds.ts";
import type { TestDatabase } from "../storage/test-databases.ts";
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { freePort, type SmtpSink, startSmtpSink } from "../testing/smtp-sink.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver.ts";
import { messageIdFor } from "./mail.server.ts";

const from = "no-reply@keystub.example";
const leaseMs = 600;
/** Longer than leaseMs / 3: three messages answered one after another outlast a lease. */
const relayAnswerMs = 300;
const enquiries = 40;
const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

describe("two servers on one PostgreSQL database and a slow mail relay", () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  let servers: ServerProcess[] = [];

  beforeEach(async () => {
    database = await testDatabase("postgres");
    sink = await startSmtpSink();
    sink.answerAfter(relayAnswerMs);
    receiver = await startWebhookReceiver(200);
    const env = {
      ...database.env,
      SMTP_URL: sink.url,
      CONTACT_FROM: from,
      DELIVERY_LEASE_MS: String(leaseMs),
      WEBHOOK_URLS: receiver.url,
      WEBHOOK_SECRETS: secret,
      CONTACT_RATE_LIMIT_PER_IP: "0",
      LOG_LEVEL: "info",
    };
    // One after the other: the first applies the migrations, the second finds them applied.
    for (let index = 0; index < 2; index++) servers.push(await startServerProcess(await freePort(), env));
  });
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.stop("SIGTERM")));
    servers = [];
    await sink.stop();
    await receiver.stop();
    await database.drop();
  });

  /** Posts the enquiries to the servers in turn; their ids once every one is acknowledged. */
  function submitAlternating(): Promise<string[]> {
    return Promise.all(
      Array.from({ length: enquiries }, async (_, index) => {
        const server = servers[index % servers.length] as ServerProcess;
        const response = await fetch(`${server.url}${contactFunctionPath}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            name: `Visitor ${index}`,
            email: `visitor-${index}-${randomUUID().slice(0, 6)}@example.com`,
            organization: "Two servers",
            interest: `Enquiry ${index}`,
          }),
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { id: string }).id;
      }),
    );
  }

  /** Waits until the store records every e-mail and webhook sent. */
  async function allRecordedSent(): Promise<void> {
    const store = await openStore({ ...database.env, STORAGE_TIMEOUT_MS: 5000 });
    try {
      await expect
        .poll(
          async () =>
            (await store.list()).filter(
              (record) => record.delivery.status !== "sent" || record.webhooks.some((hook) => hook.status !== "sent"),
            ).length,
          { timeout: 30_000, interval: 50 },
        )
        .toBe(0);
    } finally {
      await store.close();
    }
  }

  /** How many times each enquiry reached the relay, after checking each carried its own Message-ID. */
  function arrivals(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const mail of sink.mails) {
      const id = mail.header("x-keystub-enquiry") ?? "";
      expect(mail.header("message-id")).toBe(messageIdFor(id, from));
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }

  it("mails each enquiry once and posts it once to each endpoint", async () => {
    const ids = await submitAlternating();
    await allRecordedSent();

    const mailed = arrivals();
    expect([...mailed.keys()].sort()).toEqual([...ids].sort());
    expect([...mailed.entries()].filter(([, count]) => count > 1)).toEqual([]);
    const posted = receiver.received.map((request) => String(request.headers["webhook-id"]));
    expect(posted.sort()).toEqual(ids.map((id) => `msg_${id}`).sort());
    // Both servers took part.
    for (const server of servers) expect(server.output.join("\n")).toContain('"msg":"delivery: enquiry mailed"');
  });

  it("loses nothing when one server is killed in mid-burst, and repeats only what it was sending", async () => {
    const ids = await submitAlternating();
    await expect.poll(() => sink.mails.length, { timeout: 15_000, interval: 5 }).toBeGreaterThanOrEqual(10);
    const killed = servers.shift() as ServerProcess;
    await killed.stop("SIGKILL");
    // In flight at the kill: what the relay has that the store does not record as sent. Only the
    // killed server's share of it (at most its three connections' worth) may be sent again.
    const store = await openStore({ ...database.env, STORAGE_TIMEOUT_MS: 5000 });
    const recorded = new Set((await store.list()).filter((r) => r.delivery.status === "sent").map((r) => r.id));
    await store.close();
    const inFlightAtKill = new Set(sink.mails.map((mail) => mail.header("x-keystub-enquiry") ?? ""));
    for (const id of recorded) inFlightAtKill.delete(id);
    await allRecordedSent();

    const mailed = arrivals();
    expect([...mailed.keys()].sort()).toEqual([...ids].sort());
    const repeated = [...mailed.entries()].filter(([, count]) => count > 1);
    for (const [id, count] of repeated) {
      expect(inFlightAtKill, `${id} arrived ${count} times`).toContain(id);
      expect(count, id).toBe(2);
    }
    expect(repeated.length).toBeLessThanOrEqual(3);
  });
});
