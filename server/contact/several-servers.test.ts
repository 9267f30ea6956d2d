// Two servers on one PostgreSQL database and a relay slower than a lease over the mail pool's three
// connections, so a server that claimed more than it could send would lose its claims to the other:
// each enquiry must reach the relay and each endpoint once. Killed in a burst through nginx, one
// server loses nothing and repeats only what it was sending, as the same message. Leases last
// seconds and are renewed every third, so a repeat would need a timer 4 s late.
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { testDatabase } from "../storage/store-kinds.ts";
import type { TestDatabase } from "../storage/test-databases.ts";
import { startNginx } from "../testing/nginx.ts";
import { allRecordedSent, postEnquiry, sampleFields, submitEnquiry } from "../testing/sample-enquiry.ts";
import { patienceMs, type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { freePort, type SmtpSink, startSmtpSink } from "../testing/smtp-sink.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver.ts";
import { messageIdFor } from "./mail.server.ts";

const from = "no-reply@keystub.example";
const leaseMs = 6000;
/** Longer than leaseMs / 3: three messages answered one after another outlast a lease. */
const relayAnswerMs = 2100;
/** Leased for three times this: 15 s. */
const webhookTimeoutMs = 5000;
const enquiries = 24;
const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

describe("two servers on one PostgreSQL database and a slow mail relay", () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  let servers: ServerProcess[] = [];

  beforeEach(async () => {
    database = await testDatabase("postgres");
    sink = await startSmtpSink();
    receiver = await startWebhookReceiver(200);
  });

  /** Starts the two servers, one after the other: the first applies the migrations, the second finds them applied. */
  async function startServers(): Promise<void> {
    const env = {
      ...database.env,
      SMTP_URL: sink.url,
      CONTACT_FROM: from,
      DELIVERY_LEASE_MS: String(leaseMs),
      WEBHOOK_URLS: receiver.url,
      WEBHOOK_SECRETS: secret,
      WEBHOOK_TIMEOUT_MS: String(webhookTimeoutMs),
      // An attempt that fails on a loaded machine (a timeout) is tried again at once, not a minute later.
      WEBHOOK_RETRY_MS: "50",
      DELIVERY_RETRY_MS: "50",
      CONTACT_RATE_LIMIT_PER_IP: "0",
      // nginx in front, on this machine.
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "info",
    };
    for (let index = 0; index < 2; index++) servers.push(await startServerProcess(await freePort(), env));
  }
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.stop("SIGTERM")));
    servers = [];
    await sink.stop();
    await receiver.stop();
    await database.drop();
  });

  /** How many times each enquiry reached the relay, after checking each carried its own Message-ID. */
  function arrivals(): Map<string, number> {
    const byEnquiry = Map.groupBy(sink.mails, (mail) => mail.header("x-keystub-enquiry") ?? "");
    for (const [id, mails] of byEnquiry)
      expect(new Set(mails.map((mail) => mail.header("message-id")))).toEqual(new Set([messageIdFor(id, from)]));
    return new Map([...byEnquiry].map(([id, mails]) => [id, mails.length]));
  }

  it("mails each enquiry once and posts it once to each endpoint", async () => {
    sink.answerAfter(relayAnswerMs);
    await startServers();
    // To the servers in turn.
    const ids = await Promise.all(
      Array.from({ length: enquiries }, (_, index) =>
        submitEnquiry(servers[index % 2]?.url ?? "", { name: `Visitor ${index}`, interest: `Enquiry ${index}` }),
      ),
    );
    await allRecordedSent(database.env);

    const mailed = arrivals();
    expect([...mailed.keys()].sort()).toEqual([...ids].sort());
    expect([...mailed.entries()].filter(([, count]) => count > 1)).toEqual([]);
    const posted = receiver.received.map((request) => String(request.headers["webhook-id"]));
    expect(posted.sort()).toEqual(ids.map((id) => `msg_${id}`).sort());
    // Both servers took part.
    for (const server of servers) expect(server.output.join("\n")).toContain('"msg":"delivery: enquiry mailed"');
  }, 1_800_000);

  it("loses nothing when one server behind nginx is killed in a burst of 300, and repeats only what it was sending", async () => {
    // What the killed server was sending waits for its leases to end (6 s for e-mails, 15 s for webhooks).
    await startServers();
    sink.answerAfter(20);
    const burst = 300;
    const sent = Array.from({ length: burst }, (_, index) => ({
      key: randomUUID(),
      body: sampleFields({ name: `Visitor ${index}`, interest: `Enquiry ${index}` }),
    }));
    // The load balancer: nginx, as the guide's site sends to the server, with both servers upstream.
    const port = await freePort();
    const upstream = servers.map((server) => `    server ${new URL(server.url).host};`).join("\n");
    const nginx = await startNginx(
      `  upstream keystub {\n${upstream}\n  }\n  server {\n    listen 127.0.0.1:${port};\n` +
        "    location / {\n      proxy_pass http://keystub;\n      proxy_set_header Host $host;\n" +
        "      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n    }\n  }",
      port,
    );
    onTestFinished(() => nginx.stop());
    let acknowledged = 0;
    /** Posts through nginx; a 502 (the server it was sent to died) is sent again with the same key, as the form's script does. */
    async function submit({ key, body }: (typeof sent)[number]): Promise<string> {
      for (let attempt = 0; ; attempt++) {
        const response = await postEnquiry(`http://127.0.0.1:${port}`, body, { "Idempotency-Key": `"${key}"` });
        if (response.status === 502 && attempt < 5) continue;
        expect(response.status).toBe(200);
        acknowledged++;
        return ((await response.json()) as { id: string }).id;
      }
    }
    let next = 0;
    const ids: string[] = [];
    const clients = Array.from({ length: 20 }, async () => {
      while (next < burst) {
        const index = next++;
        ids[index] = await submit(sent[index] as (typeof sent)[number]);
      }
    });
    await expect.poll(() => acknowledged, { timeout: patienceMs, interval: 5 }).toBeGreaterThanOrEqual(burst / 2);
    const acknowledgedAtKill = acknowledged;
    const killed = servers[0] as ServerProcess;
    await killed.stop("SIGKILL");
    await Promise.all(clients);
    await allRecordedSent(database.env);

    // Stored once each, and each mailed and posted; a repeat is the same message, sent again once,
    // and there are no more of them than the killed server was sending: its mail pool's three
    // connections, its ten webhook requests. (Which ones it was sending cannot be read from here
    // without a race: its last bytes may be read after it is gone.)
    expect(new Set(ids).size).toBe(burst);
    const mail = arrivals();
    expect([...mail.keys()].sort()).toEqual([...ids].sort());
    const repeatedMail = [...mail.entries()].filter(([, count]) => count > 1);
    for (const [id, count] of repeatedMail) expect(count, id).toBe(2);
    expect(repeatedMail.length).toBeLessThanOrEqual(3);
    const hooks = Map.groupBy(receiver.received, (request) => String(request.headers["webhook-id"]));
    expect([...hooks.keys()].sort()).toEqual(ids.map((id) => `msg_${id}`).sort());
    for (const [webhookId, requests] of hooks) {
      expect(new Set(requests.map((request) => request.body)).size, webhookId).toBe(1);
    }
    // A webhook whose sender gave up waiting for the answer (a timeout on a loaded machine) is sent
    // again too, as the same message: the receiver saw the sender leave. That repeat is not the kill's.
    const repeatedHooks = [...hooks].filter(
      ([, requests]) => requests.length > 1 && !requests.some((request) => request.abandoned),
    );
    for (const [webhookId, requests] of repeatedHooks) expect(requests.length, webhookId).toBe(2);
    expect(repeatedHooks.length).toBeLessThanOrEqual(10);
    console.info(
      `two servers, one killed at ${acknowledgedAtKill} of ${burst} acknowledged: ${sink.mails.length} e-mails ` +
        `(${repeatedMail.length} repeated), ${receiver.received.length} webhook requests (${repeatedHooks.length} repeated)`,
    );
  }, 1_800_000);
});
