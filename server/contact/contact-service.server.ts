/** The contact service: the store, the function, the e-mail outbox and the webhooks, started and stopped together. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PublicConfig } from "../../site/config.ts";
import type { ContactConfig } from "../config.server.ts";
import { log } from "../log.server.ts";
import { openStore } from "../storage/open-store.server.ts";
import { StorageConfigError, type Store } from "../storage/store.server.ts";
import { createContactFunction } from "./contact-function.server.ts";
import { configuredDelivery } from "./delivery.server.ts";
import type { FormPages } from "./form-page.server.ts";
import type { Worker } from "./outbox-worker.server.ts";
import { configuredWebhooks } from "./webhooks.server.ts";

export type ContactService = Awaited<ReturnType<typeof startContactService>>;

interface ContactServiceOptions {
  readonly pages: FormPages;
  readonly ownOrigins?: ReadonlySet<string>;
  /** Run on the store once it opens, before anything else uses it. */
  readonly opened?: (store: Store) => Promise<void>;
  /** How long before trying an unreachable PostgreSQL again (5 s). */
  readonly reconnectMs?: number;
}

/** An unreachable PostgreSQL does not stop start-up: the function answers 503 until it answers. */
export async function startContactService(
  config: ContactConfig & { readonly publicConfig: PublicConfig },
  options: ContactServiceOptions,
) {
  const reconnectMs = options.reconnectMs ?? 5000;
  let store: Store | undefined;
  let delivery: Worker | undefined;
  let webhooks: Worker | undefined;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  const ready = (opened: Store) => {
    store = opened;
    log.info("contact: enquiries are stored", { store: opened.kind, location: opened.location });
    if (config.WEBHOOK_URLS.length > 0) {
      webhooks = configuredWebhooks(opened, config);
      webhooks.start();
    }
    if (!config.SMTP_URL) return log.warn("contact: SMTP_URL is not set, so enquiries are stored but not mailed");
    delivery = configuredDelivery(opened, config, config.SMTP_URL);
    delivery.start();
  };

  const open = async (): Promise<void> => {
    try {
      const opened = await openStore(config);
      await options.opened?.(opened).catch(async (error: unknown) => {
        await opened.close();
        throw error;
      });
      ready(opened);
    } catch (error) {
      if (error instanceof StorageConfigError || !config.DATABASE_URL) throw error;
      log.error("contact: the database cannot be reached, retrying", { error: (error as Error).message });
      if (closed) return;
      reconnect = setTimeout(() => {
        open().catch((fatal: Error) => log.error("contact: the store cannot be used", { error: fatal.message }));
      }, reconnectMs);
    }
  };
  await open();

  // What the limits counted a window ago no longer counts; the inbox's limits count 15 minutes.
  const windowMs = Math.max(config.CONTACT_RATE_WINDOW_SECONDS * 1000, 15 * 60_000);
  const prune = setInterval(() => {
    store?.pruneRateLimits(Date.now() - windowMs).catch(() => {});
  }, windowMs).unref();

  const kick = () => {
    delivery?.kick();
    webhooks?.kick();
  };
  const handle = createContactFunction({
    config,
    store: () => store,
    onStored: kick,
    ownOrigins: options.ownOrigins,
    pages: options.pages,
  });

  return {
    handle: (request: IncomingMessage, response: ServerResponse) => void handle(request, response),
    /** The store, once it is open (the team's inbox reads and acts on it). */
    store: () => store,
    /** Deliveries were queued again by hand: look for work now. */
    requeued: kick,
    async unreadiness() {
      if (closed) return "shutting down";
      if (!store) return "the database cannot be reached";
      return store.unreadiness();
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      clearInterval(prune);
      // Side by side: each waits up to its own stop time for what it is sending.
      await Promise.all([delivery?.stop(), webhooks?.stop()]);
      await store?.close();
    },
  };
}
