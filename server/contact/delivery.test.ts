import { networkInterfaces } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { pagePath } from "../../site/pages.ts";
import { loadContactConfig } from "../config.server.ts";
import { freshStore } from "../storage/store-kinds.ts";
import { sampleEnquiry } from "../testing/sample-enquiry.ts";
import { freePort, type SmtpSink, startSmtpSink } from "../testing/smtp-sink.ts";
import { createDelivery, type Delivery, type DeliveryOptions, maxDelayMs } from "./delivery.server.ts";
import { enquiryMail, enquiryMailSettings, messageIdFor, requiresStartTls } from "./mail.server.ts";
import { backoff } from "./outbox-worker.server.ts";

const from = { name: "Keystub website", address: "no-reply@keystub.example" };
const to = ["sales@keystub.example", "founders@keystub.example"];

/** The mail settings the server derives from these variables, beside the addresses above. */
const settings = (env: Record<string, string> = {}) =>
  enquiryMailSettings(
    loadContactConfig({ CONTACT_TO: to.join(","), CONTACT_FROM: `${from.name} <${from.address}>`, ...env }),
  );

const fresh = freshStore("sqlite");
let sink: SmtpSink | undefined;
let delivery: Delivery | undefined;

function options(smtpUrl: string): DeliveryOptions {
  return {
    store: fresh.store(),
    smtpUrl,
    mail: settings(),
    alertsTo: ["operations@keystub.example"],
    attempts: 5,
    retryMs: 100,
    leaseMs: 3000,
    pollMs: 50,
  };
}

function deliver(smtpUrl: string, overrides: Partial<DeliveryOptions> = {}): Delivery {
  delivery = createDelivery({ ...options(smtpUrl), ...overrides });
  delivery.start();
  return delivery;
}

/** An enquiry stored, its e-mail due. */
async function stored(overrides: Parameters<typeof sampleEnquiry>[0] = {}) {
  const given = sampleEnquiry(overrides);
  await fresh.store().submit({ enquiry: given, limits: [] });
  return given;
}

async function statusOf(id: string) {
  return (await fresh.store().list()).find((record) => record.id === id)?.delivery;
}

afterEach(async () => {
  await delivery?.stop();
  delivery = undefined;
  await sink?.stop();
  sink = undefined;
});

describe("the enquiry e-mail", () => {
  it("carries only our addresses in From and To, the visitor in Reply-To, plain text, and a hostile value in one short subject line", async () => {
    sink = await startSmtpSink();
    const given = await stored();
    // Values the schema refuses, as if they had reached the store some other way.
    const hostile = await stored({
      name: "Eve\r\nBcc: victim@example.com",
      email: "eve@example.com\r\nBcc: victim@example.com",
      organization: `\u202eEvil\u202c ${"Ünïcode ".repeat(40)}`,
    });
    deliver(sink.url);
    const mails = await sink.waitFor(2);
    const [mail, evil] = [given, hostile].map(({ id }) =>
      mails.find((sent) => sent.header("x-keystub-enquiry") === id),
    );
    expect(mail?.envelope).toEqual({ from: from.address, to });
    const headers = ["from", "to", "reply-to", "content-type", "message-id", "auto-submitted", "cc", "bcc"];
    expect(headers.map((name) => mail?.header(name))).toEqual([
      `${from.name} <${from.address}>`,
      to.join(", "),
      given.email,
      "text/plain; charset=utf-8",
      messageIdFor(given.id, from.address),
      "auto-generated",
      undefined,
      undefined,
    ]);
    for (const value of [given.name, given.email, given.organization, given.interest, "Spanish", given.id]) {
      expect(mail?.text).toContain(value);
    }
    await expect.poll(() => statusOf(given.id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });

    expect(evil?.envelope.to).toEqual(to);
    expect([evil?.header("bcc"), evil?.header("reply-to")]).toEqual([undefined, undefined]);
    expect(evil?.header("subject")).toMatch(/^Enquiry from Eve Bcc: victim@example\.com \(Evil Ünïcode .{30,}…\)$/u);
    expect([...(evil?.header("subject") ?? "")].length).toBeLessThanOrEqual(140);
    expect(evil?.text).toContain("did not pass the strict check");
  });

  // 10:42 UTC is 11:42 in Madrid; the visitor wrote from the Spanish pricing page.
  const createdAt = Date.parse("2026-11-28T10:42:13.990Z");
  const page = pagePath("pricing", "es");
  const site = "https://www.keystub.example";
  const team = { TEAM_TIME_ZONE: "Europe/Madrid", SITE_URL: site };
  const inTeamLanguage = {
    en: {
      subject: "Enquiry from Ana García (Estadio Sur)",
      lines: [
        "A new enquiry arrived through the website's contact form.",
        `Page: ${site}/es/precios`,
        "Page language: Spanish",
        "Received: Nov 28, 2026, 11:42 AM (Europe/Madrid)",
        "Organisation: Estadio Sur",
        "Message",
      ],
      inbox: `In the inbox: ${site}/admin/enquiries/`,
    },
    es: {
      subject: "Consulta de Ana García (Estadio Sur)",
      lines: [
        "Ha llegado una consulta nueva por el formulario de contacto del sitio web.",
        `Página: ${site}/es/precios`,
        "Idioma de la página: español",
        "Recibida: 28 nov 2026, 11:42 (Europe/Madrid)",
        "Organización: Estadio Sur",
        "Mensaje",
      ],
      inbox: `En la bandeja de consultas: ${site}/es/admin/enquiries/`,
    },
  };

  // What reaches the relay is the first test's: these read the message the outbox builds.
  it.each(Object.entries(inTeamLanguage))(
    "is written in the team's language (%s): who (alone without an organisation), where from, when in the team's time zone, a link to the inbox only while it is on",
    (language, expected) => {
      const given = sampleEnquiry({ name: "Ana García", organization: "Estadio Sur", createdAt, page });
      const mail = enquiryMail(given, settings({ TEAM_LANGUAGE: language, ...team, ADMIN_EMAILS: to[0] ?? "" }));
      expect(mail.subject).toBe(expected.subject);
      const alone = enquiryMail({ ...given, organization: "" }, settings({ TEAM_LANGUAGE: language })).subject;
      expect(alone).toBe(expected.subject.replace(" (Estadio Sur)", ""));
      // ICU writes a narrow no-break space before "AM".
      expect(mail.text.replace(/\u202f/g, " ").split("\n")).toEqual(
        expect.arrayContaining([...expected.lines, `${expected.inbox}${given.id}`]),
      );
      const withoutInbox = enquiryMail(given, settings({ TEAM_LANGUAGE: language, ...team })).text;
      expect(withoutInbox).toContain(`${site}/es/precios`);
      expect(withoutInbox).not.toContain("/admin");
    },
  );
});

describe("delivery from the outbox", () => {
  it("retries with backoff while the SMTP server is down and delivers once it is back", async () => {
    const port = await freePort();
    const given = await stored();
    deliver(`smtp://127.0.0.1:${port}`);
    await expect.poll(async () => (await statusOf(given.id))?.attempts, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    expect(await statusOf(given.id)).toMatchObject({ status: "pending", lastError: expect.stringMatching(/ECONN/) });

    sink = await startSmtpSink(port);
    await expect.poll(async () => (await statusOf(given.id))?.status, { timeout: 10_000 }).toBe("sent");
    // Stopped, the outbox sends nothing more and has finished what it was sending: the count is final.
    await delivery?.stop();
    expect(sink.mails).toHaveLength(1);
  });

  it("marks a delivery failed after its last attempt, keeps it, and delivers it when retried", async () => {
    sink = await startSmtpSink();
    sink.refuseWith("550 Mailbox unavailable");
    const given = await stored();
    deliver(sink.url, { attempts: 3, retryMs: 20 });
    await expect.poll(async () => (await statusOf(given.id))?.status, { timeout: 5000 }).toBe("failed");
    expect(await statusOf(given.id)).toMatchObject({ attempts: 3, lastError: expect.stringContaining("550") });
    expect(sink.mails).toHaveLength(0);
    expect(await fresh.store().list()).toHaveLength(1);

    sink.refuseWith(undefined);
    expect(await fresh.store().retryFailed()).toEqual({ mail: [given.id], webhooks: [], alerts: [] });
    // The running outbox loop and an explicit round race for the row; either may send it, once.
    await (delivery as Delivery).deliverDue();
    await expect.poll(async () => (await statusOf(given.id))?.status, { timeout: 5000 }).toBe("sent");
    await delivery?.stop();
    expect(sink.mails).toHaveLength(1);
  });

  it("backs off exponentially with jitter, up to an hour", () => {
    const delays = [1, 2, 4, 12].map((n) => backoff(n, 30_000, maxDelayMs, 0.5));
    delays.push(backoff(1, 30_000, maxDelayMs, 0), backoff(1, 30_000, maxDelayMs, 1));
    expect(delays).toEqual([30_000, 60_000, 240_000, 3_600_000, 24_000, 36_000]);
  });

  it("waits, as it stops, for an e-mail in flight as long as the SMTP timeout, not 5 s, so a slow relay gets it once", async () => {
    sink = await startSmtpSink();
    // Slower than the 5 s a stop used to wait, well within the SMTP timeout.
    sink.answerAfter(5500);
    const given = await stored();
    const stopping = deliver(sink.url, { timeoutMs: 30_000 });
    await expect.poll(() => sink?.openConnections(), { timeout: 10_000 }).toBe(1);
    await stopping.stop();
    expect(await statusOf(given.id)).toMatchObject({ status: "sent", attempts: 1, sending: false });
    expect(sink.mails).toHaveLength(1);
  }, 30_000);

  it("does not hold back the enquiries stored after one an SMTP server hangs on", async () => {
    sink = await startSmtpSink();
    sink.hangOn("HANGS-THE-SERVER");
    // leaseMs 60 s: the stuck send's timeout (20 s) is far longer than the newer ones need.
    deliver(sink.url, { leaseMs: 60_000, pollMs: 60_000, stopWaitMs: 100 });
    const stuck = await stored({ interest: "HANGS-THE-SERVER" });
    delivery?.kick();
    await expect.poll(() => sink?.hanging()).toBe(1);

    const newer = [sampleEnquiry(), sampleEnquiry()];
    for (const given of newer) {
      await fresh.store().submit({ enquiry: given, limits: [] });
      delivery?.kick();
    }
    const mails = await sink.waitFor(2, 15_000);
    expect(mails.map((mail) => mail.header("x-keystub-enquiry")).sort()).toEqual(newer.map((given) => given.id).sort());
    // The stuck one is still in flight: the newer ones did not wait for its timeout.
    expect(await statusOf(stuck.id)).toMatchObject({ status: "pending", attempts: 1, lastError: null });
  });

  it("gives a send an SMTP server hangs on up at its timeout and leaves it for a retry, not lost", async () => {
    sink = await startSmtpSink();
    sink.hangOn("HANGS-THE-SERVER");
    // Every SMTP wait times out after 100 ms, well within the lease.
    deliver(sink.url, { timeoutMs: 100, pollMs: 60_000 });
    const stuck = await stored({ interest: "HANGS-THE-SERVER" });
    delivery?.kick();
    await expect
      .poll(async () => statusOf(stuck.id), { timeout: 10_000 })
      .toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/timeout|ETIMEDOUT/i) });
  });
});

describe("TLS to the mail relay", () => {
  /** An IPv4 address of this machine that is not loopback: a relay there is reached as over a network. */
  const external = Object.values(networkInterfaces())
    .flat()
    .find((face) => face && !face.internal && face.family === "IPv4")?.address;

  it("asks STARTTLS of an smtp:// relay anywhere but on loopback, and nothing more of smtps://", () => {
    const remote = [
      "smtp://mail.example:587",
      "smtp://10.0.0.5:25",
      "smtp://[2001:db8::25]",
      "smtp://localhost.example",
    ];
    const local = ["smtp://127.0.0.1:25", "smtp://127.0.0.2", "smtp://[::1]:25", "smtp://localhost:1025"];
    expect([...remote, ...local, "smtps://mail.example:465"].filter(requiresStartTls)).toEqual(remote);
  });

  // Without a network interface besides loopback there is no relay that is not on loopback to refuse.
  it.skipIf(external === undefined)(
    "refuses a relay that is not on loopback and offers no STARTTLS, sends nothing in clear text, and sends over STARTTLS",
    async () => {
      const plain = await startSmtpSink(undefined, { host: external });
      sink = plain;
      const once = (smtpUrl: string) => {
        // A refused e-mail's retry is a minute away: each round below sends only what it stored.
        const worker = createDelivery({ ...options(smtpUrl), retryMs: 60_000 });
        return worker.deliverDue().finally(() => worker.stop());
      };
      const refused = await stored();
      expect(await once(plain.url)).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(plain.mails).toEqual([]);
      expect(await statusOf(refused.id)).toMatchObject({
        status: "pending",
        lastError: expect.stringMatching(/^ETLS: /),
      });

      // The operator's explicit way out, for a relay on a network they trust (SMTP_URL's query).
      const optedOut = await stored();
      expect(await once(`${plain.url}?requireTLS=false`)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(plain.mails.map((mail) => [mail.header("x-keystub-enquiry"), mail.secure])).toEqual([
        [optedOut.id, false],
      ]);

      // A relay that offers STARTTLS gets the message encrypted (its certificate is smtp-server's own, self-signed).
      const secure = await startSmtpSink(undefined, { host: external, startTls: true });
      try {
        const sent = await stored();
        expect(await once(`${secure.url}?tls.rejectUnauthorized=false`)).toEqual({ sent: 1, retrying: 0, failed: 0 });
        expect(secure.mails.map((mail) => [mail.header("x-keystub-enquiry"), mail.secure])).toEqual([[sent.id, true]]);
      } finally {
        await secure.stop();
      }
    },
  );
});
