/**
 * The loop every outbox runs, the e-mails' (delivery.server.ts) and the webhooks'
 * (webhooks.server.ts): lease what is due, attempt each, record each outcome; then wait until the
 * next item is due, something new is stored (`kick`), or `pollMs` passes (another server, the
 * operators' command or the team's inbox may have queued work). The leases live in the store, so
 * several servers run the same loop on one database without sending anything twice at once.
 */
import { log } from "../log.server.ts";

export type Outcome = "sent" | "retrying" | "failed";
export type Round = Record<Outcome, number>;

export interface Queue<Item> {
  /** Names the queue in log lines: "delivery", "webhooks". */
  readonly name: string;
  /** Leases up to `limit` due items. */
  claim(limit: number): Promise<readonly Item[]>;
  /** Tries one item and records the outcome in the store. */
  attempt(item: Item): Promise<Outcome>;
  /** When the next pending item is due; null when nothing is pending. */
  nextDueAt(): Promise<number | null>;
}

export interface WorkerOptions {
  /** How often to look for work others queued (5 s by default). */
  readonly pollMs?: number;
  /**
   * How long `stop()` waits for attempts in flight (5 s by default). One still waiting after that
   * keeps its lease and is tried again once the lease ends, as the same message.
   */
  readonly stopWaitMs?: number;
  /** The clock due times are read with: the wall clock, or a test's own. */
  readonly now?: () => number;
}

export interface Worker {
  /** Claims and tries every item that is due, once each. */
  deliverDue(): Promise<Round>;
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

/**
 * The delay before retry `attempt` + 1: `firstMs`, doubling with each attempt up to `capMs`,
 * ±20 % so that deliveries that failed together do not all retry at the same instant.
 */
export function backoff(attempt: number, firstMs: number, capMs: number, random: number): number {
  const base = Math.min(firstMs * 2 ** Math.max(0, attempt - 1), Math.max(firstMs, capMs));
  return Math.round(base * (0.8 + 0.4 * random));
}

export function createWorker<Item>(queue: Queue<Item>, options: WorkerOptions = {}): Worker {
  const pollMs = options.pollMs ?? 5000;
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** Rounds started beside a running one, so an attempt that hangs does not hold back newer ones. */
  const beside = new Set<Promise<unknown>>();
  let again = false;
  let started = false;
  let stopped = false;
  const drained: (() => void)[] = [];

  async function deliverDue(): Promise<Round> {
    const round = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      again = false;
      const claimed = await queue.claim(batchSize);
      for (const outcome of await Promise.allSettled(claimed.map((item) => queue.attempt(item)))) {
        if (outcome.status === "fulfilled") round[outcome.value]++;
        else log.error(`${queue.name}: could not record an attempt`, { error: (outcome.reason as Error).message });
      }
      if (stopped || (claimed.length < batchSize && !again)) return round;
    }
  }

  async function work(): Promise<void> {
    let delay = pollMs;
    try {
      await deliverDue();
      const due = await queue.nextDueAt();
      if (due === null) for (const resolve of drained.splice(0)) resolve();
      else delay = Math.min(pollMs, Math.max(0, due - now()));
    } catch (error) {
      log.error(`${queue.name}: store unavailable`, { error: (error as Error).message });
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
    // A round is waiting for a slow or hung receiver (up to its timeout): what was stored since is
    // claimed and tried beside it now. The leases keep the rounds apart.
    if (beside.size >= maxRoundsBeside) {
      again = true;
      return;
    }
    const round: Promise<unknown> = deliverDue()
      .catch((error: Error) => log.error(`${queue.name}: store unavailable`, { error: error.message }))
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
      for (const resolve of drained.splice(0)) resolve();
    },
  };
}
