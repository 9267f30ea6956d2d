/**
 * The loop every outbox runs, the e-mails' (delivery.server.ts) and the webhooks'
 * (webhooks.server.ts): claim only as many due items as there are free slots, so nothing claimed
 * waits in a queue; attempt each at once; renew the leases of what is still being attempted every
 * third of the lease, so neither a slow receiver nor a slow store lets a claim lapse while its
 * sender is alive (unless its renewals are late by two thirds of a lease: then the item is sent
 * again, as the same message, and only the claim that holds it records its outcome). Then wait
 * until a slot frees, the next item is due, something new is stored (`kick`), or `pollMs` passes
 * (another server, the operators' command or the team's inbox may have queued work). The leases live in the store, so several servers run the same loop on one database and
 * none sends what another is sending; a server that dies leaves only what it was sending, to be
 * sent again once its last renewal runs out.
 */
import { log } from "../log.server.ts";

export type Outcome = "sent" | "retrying" | "failed";
export type Round = Record<Outcome, number>;

export interface Queue<Item> {
  /** Names the queue in log lines: "delivery", "webhooks". */
  readonly name: string;
  /** How long a claim holds an item for its sender; renewed while the item is being sent. */
  readonly leaseMs: number;
  /** Leases up to `limit` due items. */
  claim(limit: number): Promise<readonly Item[]>;
  /** Tries one item and records the outcome in the store. */
  attempt(item: Item): Promise<Outcome>;
  /** Extends the leases of items still being attempted: none that another sender claimed since, nor any recorded. */
  renew(items: readonly Item[]): Promise<void>;
  /** When the next pending item is due; null when nothing is pending. */
  nextDueAt(): Promise<number | null>;
}

export interface WorkerOptions {
  /** How many items are sent at once (what the mail pool or the receivers take). */
  readonly slots: number;
  /** How often to look for work others queued (5 s by default). */
  readonly pollMs?: number;
  /**
   * How long `stop()` waits for sends in flight: the attempt's own timeout, so a slow receiver is
   * waited for rather than sent the message again by the next server. One still waiting after that
   * keeps its lease, no longer renewed, and is sent again once it ends, as the same message.
   */
  readonly stopWaitMs: number;
  /** The clock due times are read with: the wall clock, or a test's own. */
  readonly now?: () => number;
}

export interface Worker {
  /** Claims and sends every item that is due now, and resolves once each is recorded. */
  deliverDue(): Promise<Round>;
  /** Keeps delivering in the background: due work now, then whenever something is due. */
  start(): void;
  /** Something was stored: look for work now. */
  kick(): void;
  /** Resolves once nothing is pending any more (sent or failed). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The delay before retry `attempt` + 1: `firstMs`, doubling with each attempt up to `capMs`,
 * ±20 % so that deliveries that failed together do not all retry at the same instant.
 */
export function backoff(attempt: number, firstMs: number, capMs: number, random: number): number {
  const base = Math.min(firstMs * 2 ** Math.max(0, attempt - 1), Math.max(firstMs, capMs));
  return Math.round(base * (0.8 + 0.4 * random));
}

/**
 * An outcome that came too late to be recorded: the attempt's claim no longer held its item (the
 * lease ran out and another sender took it, or the team sent it again). It is logged and dropped;
 * whoever holds the item now records its own.
 */
export function late(name: string, outcome: Outcome, fields: Record<string, unknown>): Outcome {
  log.warn(`${name}: a late outcome was dropped, the attempt no longer held its lease`, { ...fields, outcome });
  return outcome;
}

export function createWorker<Item>(queue: Queue<Item>, options: WorkerOptions): Worker {
  const { slots } = options;
  const pollMs = options.pollMs ?? 5000;
  const now = options.now ?? Date.now;
  /** What is being attempted now, each with the promise of its outcome. */
  const sending = new Map<Item, Promise<Outcome | undefined>>();
  let renewTimer: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let pumping: Promise<void> | undefined;
  let again = false;
  let started = false;
  let stopped = false;
  const drained: (() => void)[] = [];

  function renew(): void {
    queue
      .renew([...sending.keys()])
      .catch((error: Error) => log.warn(`${queue.name}: could not renew leases`, { error: error.message }));
  }

  /** Attempts a claimed item at once, its lease renewed until the outcome is recorded. */
  function send(item: Item): Promise<Outcome | undefined> {
    renewTimer ??= setInterval(renew, Math.max(1, Math.floor(queue.leaseMs / 3)));
    const outcome = queue
      .attempt(item)
      .catch((error: Error) => {
        log.error(`${queue.name}: could not record an attempt`, { error: error.message });
        return undefined;
      })
      .finally(() => {
        sending.delete(item);
        if (sending.size === 0) {
          clearInterval(renewTimer);
          renewTimer = undefined;
        }
        kick();
      });
    sending.set(item, outcome);
    return outcome;
  }

  /**
   * Claims what the free slots take until nothing more is due or no slot is free; the sends it
   * started, and whether due items may be left (the slots were full).
   */
  async function fill(): Promise<{ started: Promise<Outcome | undefined>[]; more: boolean }> {
    const started: Promise<Outcome | undefined>[] = [];
    while (!stopped) {
      const free = slots - sending.size;
      if (free <= 0) return { started, more: true };
      const claimed = await queue.claim(free);
      started.push(...claimed.map(send));
      if (claimed.length < free) break;
    }
    return { started, more: false };
  }

  async function deliverDue(): Promise<Round> {
    const round = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const { started, more } = await fill();
      if (started.length === 0 && more) await Promise.race(sending.values());
      for (const outcome of await Promise.all(started)) if (outcome) round[outcome]++;
      if (!more || stopped) return round;
    }
  }

  async function pump(): Promise<void> {
    let delay = pollMs;
    try {
      do {
        again = false;
        await fill();
      } while (again && !stopped);
      if (sending.size === 0) {
        const due = await queue.nextDueAt();
        if (due === null) for (const resolve of drained.splice(0)) resolve();
        else delay = Math.min(pollMs, Math.max(0, due - now()));
      }
    } catch (error) {
      log.error(`${queue.name}: store unavailable`, { error: (error as Error).message });
    }
    if (!stopped) schedule(delay);
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      pumping = pump().finally(() => {
        pumping = undefined;
      });
    }, delayMs);
  }

  function kick(): void {
    if (stopped || !started) return;
    if (pumping) again = true;
    else schedule(0);
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
        Promise.all([pumping, ...sending.values()]),
        new Promise((resolve) => {
          waited = setTimeout(resolve, options.stopWaitMs);
        }),
      ]);
      clearTimeout(waited);
      clearInterval(renewTimer);
      for (const resolve of drained.splice(0)) resolve();
    },
  };
}
