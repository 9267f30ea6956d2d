/**
 * The loop both outboxes run: claim only as many due items as there are free slots, renew leases
 * every third of a lease. Why leases: docs/enquiries.md.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { log } from "../log.server.ts";

export type Outcome = "sent" | "retrying" | "failed";

export interface Queue<Item> {
  readonly name: string;
  /** How long a claim holds an item for its sender; renewed while the item is being sent. */
  readonly leaseMs: number;
  claim(limit: number): Promise<readonly Item[]>;
  attempt(item: Item): Promise<Outcome>;
  /** Extends the leases of items still being attempted (none another sender claimed since). */
  renew(items: readonly Item[]): Promise<void>;
  nextDueAt(): Promise<number | null>;
}

interface WorkerOptions {
  readonly slots: number;
  /** How often to look for work others queued (5 s by default). */
  readonly pollMs?: number;
  /** How long `stop()` waits for sends in flight (the attempt's own timeout); later ones are sent again. */
  readonly stopWaitMs: number;
  readonly now?: () => number;
}

export type Worker = ReturnType<typeof createWorker>;

/** The delay before retry `attempt` + 1: `firstMs` doubling up to `capMs`, ±20 % so failures spread. */
export function backoff(attempt: number, firstMs: number, capMs: number, random: number): number {
  const base = Math.min(firstMs * 2 ** Math.max(0, attempt - 1), Math.max(firstMs, capMs));
  return Math.round(base * (0.8 + 0.4 * random));
}

/** An outcome too late to record (the claim lapsed): logged and dropped; the item's holder records its own. */
export function late(name: string, outcome: Outcome, fields: Record<string, unknown>): Outcome {
  log.warn(`${name}: a late outcome was dropped, the attempt no longer held its lease`, { ...fields, outcome });
  return outcome;
}

export function createWorker<Item>(queue: Queue<Item>, options: WorkerOptions) {
  const { slots } = options;
  const pollMs = options.pollMs ?? 5000;
  const now = options.now ?? Date.now;
  const sending = new Map<Item, Promise<Outcome | undefined>>();
  let renewTimer: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let pumping: Promise<void> | undefined;
  let again = false;
  let started = false;
  let stopped = false;

  function renew(): void {
    queue
      .renew([...sending.keys()])
      .catch((error: Error) => log.warn(`${queue.name}: could not renew leases`, { error: error.message }));
  }

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

  /** Claims what the free slots take; the sends started, and whether due items may be left. */
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

  async function deliverDue() {
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
        if (due !== null) delay = Math.min(pollMs, Math.max(0, due - now()));
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

  /** Something was stored: look for work now. */
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
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // An unreferenced wait: it keeps no process alive once the sends are done.
      const waited = sleep(options.stopWaitMs, undefined, { ref: false });
      await Promise.race([Promise.all([pumping, ...sending.values()]), waited]);
      clearInterval(renewTimer);
    },
  };
}
