/**
 * The contact enquiry service the production server hosts: the store, the function, the e-mail
 * outbox and the webhooks, started together and stopped together.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PublicConfig } from "../../site/config.ts";
import type { ContactConfig } from "../config.server.ts";
import { log } from "../log.server.ts";
import { openStore } from "../storage/open-store.server.ts";
import { StorageConfigError, type Store } from "../storage/store.server.ts";
import { createContactFunction } from "./contact-function.server.ts";
import { createDelivery, type Delivery } from "./delivery.server.ts";
import type { FormPages } from "./form-page.server.ts";
import { enquiryMailSettings } from "./mail.server.ts";
import type { Worker } from "./outbox-worker.server.ts";
import { configuredEndpoints, createWebhookDelivery } from "./webhooks.server.ts";

export interface ContactService {
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** The store, once it is open (the team's inbox reads and acts on it). */
  store(): Store | undefined;
  /** Deliveries were queued again by hand: look for work now. */
  requeued(): void;
  /** Why an enquiry would not be stored right now, or undefined when it would (`/readyz`). */
  unreadiness(): Promise<string | undefined>;
  close(): Promise<void>;
}

export interface ContactServiceOptions {
  /** The pages that answer the form posted without JavaScript (form-page.server.ts). */
  readonly pages: FormPages;
  /** The server's own origins when it listens on loopback only (contact-function.server.ts). */
  readonly ownOrigins?: ReadonlySet<string>;
  /** Done with the store once it opens, before anything else uses it (the inbox ends withdrawn access). */
  readonly opened?: (store: Store) => Promise<void>;
  /** How long to wait before trying a PostgreSQL server that could not be reached again (5 s by default). */
  readonly reconnectMs?: number;
}

/**
 * Opens the store and starts delivery. A store that is misconfigured (SQLite without durable
 * commits, a failed migration) stops start-up with a StorageConfigError; a PostgreSQL server that
 * cannot be reached yet does not: the site is served, the function answers 503, and the store is
 * opened as soon as the database answers.
 */
export async function startContactService(
  config: ContactConfig & { readonly publicConfig: PublicConfig },
  options: ContactServiceOptions,
): Promise<ContactService> {
  const reconnectMs = options.reconnectMs ?? 5000;
  let store: Store | undefined;
  let delivery: Delivery | undefined;
  let webhooks: Worker | undefined;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  const ready = (opened: Store) => {
    store = opened;
    log.info("contact: enquiries are stored", { store: opened.kind, location: opened.location });
    if (config.WEBHOOK_URLS.length > 0) {
      webhooks = createWebhookDelivery({
        store: opened,
        endpoints: configuredEndpoints(config),
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        retryMs: config.WEBHOOK_RETRY_MS,
        allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
      });
      webhooks.start();
    }
    if (!config.SMTP_URL) {
      log.warn("contact: SMTP_URL is not set, so enquiries are stored but not mailed");
      return;
    }
    delivery = createDelivery({
      store: opened,
      smtpUrl: config.SMTP_URL,
      mail: enquiryMailSettings(config),
      alertsTo: config.OPERATIONS_EMAIL,
      attempts: config.DELIVERY_ATTEMPTS,
      retryMs: config.DELIVERY_RETRY_MS,
      leaseMs: config.DELIVERY_LEASE_MS,
    });
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

  const handle = createContactFunction({
    config,
    store: () => store,
    onStored: () => {
      delivery?.kick();
      webhooks?.kick();
    },
    ownOrigins: options.ownOrigins,
    pages: options.pages,
  });

  return {
    handle: (request, response) => void handle(request, response),
    store: () => store,
    requeued: () => {
      delivery?.kick();
      webhooks?.kick();
    },
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
