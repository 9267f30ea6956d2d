/**
 * Mails stored enquiries to the team from the outbox ("Delivery"), and alerts to operations
 * (OPERATIONS_EMAIL): after the commit, never before; retried with exponential backoff while the
 * SMTP server is down or refuses; marked failed after the last attempt and kept
 * (`npm run enquiries -- retry` tries again).
 *
 * Each e-mail is leased when its send starts, and the lease is renewed while the send lasts
 * (outbox-worker.server.ts), so several servers and the operators' command never send one at the
 * same time, however slow the SMTP server, and a server killed mid-send leaves it to be sent again
 * when the lease ends. SMTP cannot make "sent" and "recorded" one step: a crash in between sends
 * the same message again, with the same Message-ID.
 */
import nodemailer from "nodemailer";
import { log } from "../log.server.ts";
import type { Claimed, ClaimedAlert, Store } from "../storage/store.server.ts";
import { alertMail, type EnquiryMailSettings, enquiryMail, type Mail, requiresStartTls } from "./mail.server.ts";
import { backoff, createWorker, late, type Outcome, type Worker } from "./outbox-worker.server.ts";

export interface DeliveryOptions {
  readonly store: Store;
  readonly smtpUrl: string;
  readonly mail: EnquiryMailSettings;
  /** Where alerts go (OPERATIONS_EMAIL). */
  readonly alertsTo: readonly string[];
  /** Attempts per e-mail before it is marked failed. */
  readonly attempts: number;
  /** The first retry's delay; each later one doubles, up to an hour. */
  readonly retryMs: number;
  /** How long a claimed e-mail is reserved for its sender, renewed each third of it while it is sent. */
  readonly leaseMs: number;
  /** How long each step of an SMTP conversation may wait (`smtpTimeoutMs` by default). */
  readonly timeoutMs?: number;
  /** How often to look for work others queued (another server, a retry request). */
  readonly pollMs?: number;
  /**
   * How long `stop()` waits for sends in flight (the SMTP timeout by default). A send still waiting
   * after that (a hung SMTP server) keeps its lease and is sent again once the lease ends, with the
   * same Message-ID.
   */
  readonly stopWaitMs?: number;
  readonly now?: () => number;
}

export type Delivery = Worker;

const maxDelayMs = 3_600_000;
/** How long a step of an SMTP conversation may wait, and so how long a graceful stop waits for a send. */
export const smtpTimeoutMs = 30_000;
/** The mail pool's connections: e-mails sent at once, and so claimed at once. */
const connections = 3;

/** An e-mail's next retry: `retryMs` doubling per attempt, at most an hour apart. */
export function retryDelay(attempt: number, retryMs: number, random = Math.random()): number {
  return backoff(attempt, retryMs, maxDelayMs, random);
}

/** What went wrong, for the outbox and the logs: the SMTP code and reply, never message content. */
function describeProblem(error: unknown): { summary: string; code?: string; responseCode?: number } {
  const { code, responseCode, response, message } = error as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const reply = (response ?? message ?? "unknown error").split(/\r?\n/)[0] ?? "";
  return {
    summary: [code, reply].filter(Boolean).join(": ").slice(0, 300),
    ...(code ? { code } : {}),
    ...(responseCode ? { responseCode } : {}),
  };
}

type Item = { readonly enquiry: Claimed } | { readonly alert: ClaimedAlert };

/** One e-mail of either kind: what to send, how its outcome is recorded, and what the logs say of it. */
interface Sending {
  readonly mail: Mail;
  readonly attempt: number;
  readonly fields: Record<string, unknown>;
  readonly sentMessage: string;
  /** Whether the outcome was recorded: false when the claim no longer held the e-mail. */
  markSent(): Promise<boolean>;
  markAttemptFailed(error: string, retryAt: number | null): Promise<boolean>;
}

export function createDelivery(options: DeliveryOptions): Delivery {
  const { store, attempts, retryMs, leaseMs } = options;
  const now = options.now ?? Date.now;
  const timeout = options.timeoutMs ?? smtpTimeoutMs;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: connections,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    disableFileAccess: true,
    disableUrlAccess: true,
    requireTLS: requiresStartTls(options.smtpUrl),
  });

  function sending(item: Item): Sending {
    if ("enquiry" in item) {
      const { enquiry } = item;
      return {
        mail: enquiryMail(enquiry, options.mail),
        attempt: enquiry.delivery.attempts,
        fields: { id: enquiry.id },
        sentMessage: "delivery: enquiry mailed",
        markSent: () => store.markSent(enquiry.id, enquiry.leaseId),
        markAttemptFailed: (error, retryAt) => store.markAttemptFailed(enquiry.id, enquiry.leaseId, error, retryAt),
      };
    }
    const { alert } = item;
    return {
      mail: alertMail(alert, { from: options.mail.from, to: options.alertsTo }),
      attempt: alert.attempt,
      fields: { alert: alert.kind },
      sentMessage: "delivery: alert mailed",
      markSent: () => store.markAlertSent(alert.id, alert.leaseId),
      markAttemptFailed: (error, retryAt) => store.markAlertAttemptFailed(alert.id, alert.leaseId, error, retryAt),
    };
  }

  async function deliver(item: Item): Promise<Outcome> {
    const { mail, attempt, fields, sentMessage, markSent, markAttemptFailed } = sending(item);
    try {
      await transport.sendMail(mail);
    } catch (error) {
      const problem = describeProblem(error);
      const retryAt = attempt >= attempts ? null : now() + retryDelay(attempt, retryMs);
      const logged = { ...fields, attempt, error: problem.summary, responseCode: problem.responseCode };
      if (!(await markAttemptFailed(problem.summary, retryAt))) return late("delivery", "failed", logged);
      if (retryAt === null) log.error("delivery: failed after the last attempt", logged);
      else log.warn("delivery: attempt failed, will retry", { ...logged, retryInMs: retryAt - now() });
      return retryAt === null ? "failed" : "retrying";
    }
    if (!(await markSent())) return late("delivery", "sent", { ...fields, attempt });
    log.info(sentMessage, { ...fields, attempt });
    return "sent";
  }

  const worker = createWorker<Item>(
    {
      name: "delivery",
      leaseMs,
      // Enquiries first; alerts fill what is left of the free slots.
      async claim(limit) {
        const enquiries = await store.claimDeliveries(leaseMs, limit);
        const alerts = enquiries.length < limit ? await store.claimAlerts(leaseMs, limit - enquiries.length) : [];
        return [...enquiries.map((enquiry) => ({ enquiry })), ...alerts.map((alert) => ({ alert }))];
      },
      attempt: deliver,
      renew: (items) =>
        store.renewLeases(
          items.map((item) =>
            "enquiry" in item
              ? { queue: "outbox", id: item.enquiry.id, leaseId: item.enquiry.leaseId }
              : { queue: "alerts", id: item.alert.id, leaseId: item.alert.leaseId },
          ),
          leaseMs,
        ),
      async nextDueAt() {
        const due = (await Promise.all([store.nextDeliveryAt(), store.nextAlertAt()])).filter((at) => at !== null);
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
