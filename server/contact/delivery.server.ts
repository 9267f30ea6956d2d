/**
 * Mails stored enquiries to the team from the outbox ("Delivery"): after the commit,
 * never before; retried with exponential backoff while the SMTP server is down or refuses;
 * marked failed after the last attempt and kept (`npm run enquiries -- retry` tries again).
 *
 * Each delivery is leased before it is sent (storage operations, claimDeliveries), so several
 * servers and the operators' command never send one at the same time, and a server killed
 * mid-send leaves it to be retried when the lease ends. SMTP cannot make "sent" and "recorded"
 * one step: a crash in between sends the same message again, with the same Message-ID.
 */
import nodemailer from "nodemailer";
import { log } from "../log.server.ts";
import type { Claimed, Store } from "../storage/store.server.ts";
import { enquiryMail, type MailSettings } from "./mail.server.ts";

export interface DeliveryOptions {
  readonly store: Store;
  readonly smtpUrl: string;
  readonly mail: MailSettings;
  /** Attempts per enquiry before it is marked failed. */
  readonly attempts: number;
  /** The first retry's delay; each later one doubles, up to an hour. */
  readonly retryMs: number;
  /** How long a claimed delivery is reserved for its sender. */
  readonly leaseMs: number;
  /** How often to look for work others queued (another server, a retry request). */
  readonly pollMs?: number;
  /**
   * How long `stop()` waits for sends in flight (5 s by default). A send still waiting after that
   * (a hung SMTP server) keeps its lease and is sent again once the lease ends, with the same
   * Message-ID.
   */
  readonly stopWaitMs?: number;
}

export interface DeliveryRound {
  readonly sent: number;
  readonly retrying: number;
  readonly failed: number;
}

export interface Delivery {
  /** Claims and tries every delivery that is due, once each. */
  deliverDue(): Promise<DeliveryRound>;
  /** Keeps delivering in the background: due work now, then whenever something is due. */
  start(): void;
  /** Something was stored: look for work now. */
  kick(): void;
  /** Resolves once nothing is pending any more (sent or failed). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const batchSize = 20;
const maxRoundsBeside = 4;
const maxDelayMs = 3_600_000;

export function retryDelay(attempt: number, retryMs: number, random = Math.random()): number {
  const base = Math.min(retryMs * 2 ** Math.max(0, attempt - 1), Math.max(retryMs, maxDelayMs));
  // ±20 % jitter, so deliveries that failed together do not all retry at the same instant.
  return Math.round(base * (0.8 + 0.4 * random));
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

export function createDelivery(options: DeliveryOptions): Delivery {
  const { store, attempts, retryMs, leaseMs } = options;
  const pollMs = options.pollMs ?? 5000;
  // Every wait is shorter than the lease, so a slow send is given up before another sender may
  // take the same enquiry.
  const timeout = Math.max(1000, Math.min(30_000, Math.floor(leaseMs / 3)));
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** Rounds started beside a running one, so a send that hangs does not hold back newer ones. */
  const beside = new Set<Promise<unknown>>();
  let again = false;
  let started = false;
  let stopped = false;
  const drained: (() => void)[] = [];

  async function deliver(enquiry: Claimed): Promise<"sent" | "retrying" | "failed"> {
    const attempt = enquiry.delivery.attempts;
    try {
      await transport.sendMail(enquiryMail(enquiry, options.mail));
    } catch (error) {
      const problem = describeProblem(error);
      const retryAt = attempt >= attempts ? null : Date.now() + retryDelay(attempt, retryMs);
      await store.markAttemptFailed(enquiry.id, problem.summary, retryAt);
      const fields = { id: enquiry.id, attempt, code: problem.code, responseCode: problem.responseCode };
      if (retryAt === null) log.error("delivery: failed after the last attempt", fields);
      else log.warn("delivery: attempt failed, will retry", { ...fields, retryInMs: retryAt - Date.now() });
      return retryAt === null ? "failed" : "retrying";
    }
    await store.markSent(enquiry.id);
    log.info("delivery: enquiry mailed", { id: enquiry.id, attempt });
    return "sent";
  }

  async function deliverDue(): Promise<DeliveryRound> {
    const round = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      again = false;
      const claimed = await store.claimDeliveries(leaseMs, batchSize);
      for (const outcome of await Promise.allSettled(claimed.map(deliver))) {
        if (outcome.status === "fulfilled") round[outcome.value]++;
        else log.error("delivery: could not record an attempt", { error: (outcome.reason as Error).message });
      }
      if (stopped || (claimed.length < batchSize && !again)) return round;
    }
  }

  async function work(): Promise<void> {
    let delay = pollMs;
    try {
      await deliverDue();
      const due = await store.nextDeliveryAt();
      if (due === null) for (const resolve of drained.splice(0)) resolve();
      else delay = Math.min(pollMs, Math.max(0, due - Date.now()));
    } catch (error) {
      log.error("delivery: store unavailable", { error: (error as Error).message });
    }
    if (!stopped) schedule(delay);
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = work().finally(() => {
        running = undefined;
      });
    }, delayMs);
  }

  function kick(): void {
    if (stopped || !started) return;
    if (!running) {
      schedule(0);
      return;
    }
    // A round is waiting for the SMTP server (a slow or hung one, up to the send timeout): what
    // was stored since is claimed and sent beside it now. The leases keep the rounds apart, and
    // the transport's pool bounds the connections.
    if (beside.size >= maxRoundsBeside) {
      again = true;
      return;
    }
    const round: Promise<unknown> = deliverDue()
      .catch((error: Error) => log.error("delivery: store unavailable", { error: error.message }))
      .finally(() => beside.delete(round));
    beside.add(round);
  }

  return {
    deliverDue,
    start() {
      started = true;
      kick();
    },
    kick,
    drain: () =>
      new Promise<void>((resolve) => {
        drained.push(resolve);
        kick();
      }),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([running, ...beside]),
        new Promise((resolve) => {
          waited = setTimeout(resolve, options.stopWaitMs ?? 5000);
        }),
      ]);
      clearTimeout(waited);
      transport.close();
      for (const resolve of drained.splice(0)) resolve();
    },
  };
}
