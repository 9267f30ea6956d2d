/** SMTP cannot make "sent" and "recorded" one step: a crash between resends with the same Message-ID. */
import type { ContactConfig } from "../config.server.ts";
import { log } from "../log.server.ts";
import type { Store } from "../storage/store.server.ts";
import { alertMail, type EnquiryMailSettings, enquiryMail, enquiryMailSettings, smtpTransport } from "./mail.server.ts";
import { backoff, createWorker, late, type Worker } from "./outbox-worker.server.ts";

export interface DeliveryOptions {
  readonly store: Store;
  readonly smtpUrl: string;
  readonly mail: EnquiryMailSettings;
  readonly alertsTo: readonly string[];
  readonly attempts: number;
  /** The first retry's delay; each later one doubles, up to an hour. */
  readonly retryMs: number;
  readonly leaseMs: number;
  /** How long each step of an SMTP conversation may wait, and so a graceful stop (30 s). */
  readonly timeoutMs?: number;
  readonly pollMs?: number;
  readonly stopWaitMs?: number;
  readonly now?: () => number;
}

export type Delivery = Worker;

/** An e-mail's retries: `retryMs` doubling per attempt, at most an hour apart. */
export const maxDelayMs = 3_600_000;
/** The mail pool's connections: e-mails sent, and so claimed, at once. */
const connections = 3;

export function createDelivery(options: DeliveryOptions): Worker {
  const { store, attempts, retryMs, leaseMs } = options;
  const now = options.now ?? Date.now;
  const timeout = options.timeoutMs ?? 30_000;
  const transport = smtpTransport(options.smtpUrl, timeout, connections);

  /** Enquiries first; alerts fill what is left of the free slots. */
  async function claim(limit: number) {
    const enquiries = await store.claimDeliveries(leaseMs, limit);
    const alerts = enquiries.length < limit ? await store.claimAlerts(leaseMs, limit - enquiries.length) : [];
    return [
      ...enquiries.map((enquiry) => ({
        queue: "outbox" as const,
        id: enquiry.id,
        leaseId: enquiry.leaseId,
        mail: enquiryMail(enquiry, options.mail),
        attempt: enquiry.delivery.attempts,
        fields: { id: enquiry.id },
      })),
      ...alerts.map((alert) => ({
        queue: "alerts" as const,
        id: alert.id,
        leaseId: alert.leaseId,
        mail: alertMail(alert, { from: options.mail.from, to: options.alertsTo }),
        attempt: alert.attempt,
        fields: { alert: alert.kind },
      })),
    ];
  }

  /** The marks answer false when the claim no longer held the e-mail. */
  async function deliver({ queue, id, leaseId, mail, attempt, fields }: Awaited<ReturnType<typeof claim>>[number]) {
    const alert = queue === "alerts";
    try {
      await transport.sendMail(mail);
    } catch (error) {
      // For the outbox and the logs: the SMTP code and reply, never message content.
      const { code, responseCode, response, message } = error as Record<string, string | undefined>;
      const reply = (response ?? message ?? "unknown error").split(/\r?\n/)[0];
      const summary = [code, reply].filter(Boolean).join(": ").slice(0, 300);
      const retryAt = attempt >= attempts ? null : now() + backoff(attempt, retryMs, maxDelayMs, Math.random());
      const logged = { ...fields, attempt, error: summary, responseCode };
      if (!(await store.markAttemptFailed(id, leaseId, summary, retryAt, queue)))
        return late("delivery", "failed", logged);
      if (retryAt === null) log.error("delivery: failed after the last attempt", logged);
      else log.warn("delivery: attempt failed, will retry", { ...logged, retryInMs: retryAt - now() });
      return retryAt === null ? "failed" : "retrying";
    }
    if (!(await store.markSent(id, leaseId, queue))) return late("delivery", "sent", { ...fields, attempt });
    log.info(`delivery: ${alert ? "alert" : "enquiry"} mailed`, { ...fields, attempt });
    return "sent";
  }

  const worker = createWorker(
    {
      name: "delivery",
      leaseMs,
      claim,
      attempt: deliver,
      renew: (items) => store.renewLeases(items, leaseMs),
      async nextDueAt() {
        const due = [await store.nextDeliveryAt(), await store.nextDeliveryAt("alerts")].filter((at) => at !== null);
        return due.length === 0 ? null : Math.min(...due);
      },
    },
    { slots: connections, pollMs: options.pollMs, stopWaitMs: options.stopWaitMs ?? timeout, now },
  );

  return {
    ...worker,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}

export function configuredDelivery(store: Store, config: ContactConfig, smtpUrl: string): Worker {
  return createDelivery({
    store,
    smtpUrl,
    mail: enquiryMailSettings(config),
    alertsTo: config.OPERATIONS_EMAIL,
    attempts: config.DELIVERY_ATTEMPTS,
    retryMs: config.DELIVERY_RETRY_MS,
    leaseMs: config.DELIVERY_LEASE_MS,
  });
}
