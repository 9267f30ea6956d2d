/** Standard Webhooks deliveries from their own outbox rows: docs/enquiries.md. */
import { createHmac } from "node:crypto";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { contactFieldDefinitions, type FieldDefinitions, fieldValue } from "../../site/contact-fields.ts";
import type { ContactConfig } from "../config.server.ts";
import { log } from "../log.server.ts";
import type { ClaimedWebhook, NewAlert, NewEnquiry, Store, WebhookAnswer } from "../storage/store.server.ts";
import { backoff, createWorker, late, type Outcome, type Worker } from "./outbox-worker.server.ts";
import { hostRefusal, webhookLookup } from "./webhook-target.server.ts";

export interface WebhookOptions {
  readonly store: Store;
  readonly endpoints: readonly { readonly url: string; readonly secret: string }[];
  readonly timeoutMs: number;
  readonly retryMs: number;
  readonly pollMs?: number;
  readonly stopWaitMs?: number;
  readonly now?: () => number;
  readonly random?: () => number;
  /** WEBHOOK_ALLOW_PRIVATE: loopback and private addresses may receive (webhook-target.server.ts). */
  readonly allowPrivate?: boolean;
}

export function configuredWebhooks(store: Store, config: ContactConfig): Worker {
  return createWebhookDelivery({
    store,
    endpoints: config.WEBHOOK_URLS.map((url, index) => ({ url, secret: config.WEBHOOK_SECRETS[index] ?? "" })),
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    retryMs: config.WEBHOOK_RETRY_MS,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
  });
}

const userAgent = "Keystub-Website-Webhooks/1.0";

export const retryForMs = 24 * 3_600_000;
const maxDelayMs = 4 * 3_600_000;
const slots = 10;

/** The enquiry as its webhooks carry it: the same bytes on every attempt. */
export function webhookPayload(enquiry: NewEnquiry, fields: FieldDefinitions = contactFieldDefinitions): string {
  const createdAt = new Date(enquiry.createdAt).toISOString();
  return JSON.stringify({
    type: "enquiry.created",
    timestamp: createdAt,
    data: {
      id: enquiry.id,
      createdAt,
      locale: enquiry.locale,
      ...Object.fromEntries(fields.map((field) => [field.name, fieldValue(enquiry, field)])),
    },
  });
}

type Answer = Pick<WebhookAnswer, "status" | "error">;

export function createWebhookDelivery(options: WebhookOptions): Worker {
  const { store, timeoutMs, retryMs } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const urls = options.endpoints.map((endpoint) => endpoint.url);
  // `webhook-signature` keys: HMAC-SHA256 of `id.timestamp.body` with the secret's decoded bytes.
  const keys = new Map(
    options.endpoints.map(({ url, secret }) => [url, Buffer.from(secret.replace(/^whsec_/, ""), "base64")]),
  );
  const allowPrivate = options.allowPrivate ?? false;
  const lookup = webhookLookup(allowPrivate);
  // The lease outlasts an attempt's timeout, so it holds while an attempt runs even if a renewal is late.
  const leaseMs = 3 * timeoutMs;

  /** An endpoint for alerts: its host and place in WEBHOOK_URLS, not its path, which may hold a token. */
  function endpointLabel(endpoint: string): string {
    return `${new URL(endpoint).host} (WEBHOOK_URLS entry ${urls.indexOf(endpoint) + 1})`;
  }

  /** One attempt, to an address the lookup allowed (an IP in the URL is checked here); no redirects. */
  function post(delivery: ClaimedWebhook, timestamp: number): Promise<Answer> {
    const { endpoint, webhookId } = delivery;
    const url = new URL(endpoint);
    const refused = hostRefusal(url.hostname, allowPrivate);
    if (refused) return Promise.resolve({ status: null, error: `refused: ${refused}` });
    const body = webhookPayload(delivery.enquiry);
    const signed = createHmac("sha256", keys.get(endpoint) ?? "").update(`${webhookId}.${timestamp}.${body}`);
    const signal = AbortSignal.timeout(timeoutMs);
    return new Promise((resolve) => {
      const request = (url.protocol === "https:" ? httpsRequest : httpRequest)(
        url,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(body),
            "User-Agent": userAgent,
            "webhook-id": webhookId,
            "webhook-timestamp": String(timestamp),
            "webhook-signature": `v1,${signed.digest("base64")}`,
          },
          agent: false,
          lookup,
          signal,
        },
        (response) => {
          // Only the status counts; the body is never read (it could be large, or never end).
          response.destroy();
          const status = response.statusCode ?? 0;
          const redirect = status >= 300 && status < 400 ? " (a redirect, not followed)" : "";
          resolve({ status, error: `HTTP ${status}${redirect}` });
        },
      );
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (signal.aborted) resolve({ status: null, error: `no answer within ${timeoutMs} ms` });
        else resolve({ status: null, error: (error.code ?? error.message).slice(0, 300) });
      });
      request.end(body);
    });
  }

  function givenUpAlert(delivery: ClaimedWebhook, answer: Answer, attemptAt: number): NewAlert {
    const { enquiry, endpoint } = delivery;
    return {
      id: `webhook-failed:${enquiry.id}:${endpoint}:${delivery.firstAttemptAt}`,
      kind: "webhook-failed",
      subject: `Webhook given up: enquiry ${enquiry.id.slice(0, 8)} to ${new URL(endpoint).host}`,
      body: [
        "An enquiry's webhook delivery failed for 24 hours and was given up.",
        "",
        `Enquiry: ${enquiry.id}`,
        `Endpoint: ${endpointLabel(endpoint)}`,
        `Attempts: ${delivery.attempt}, from ${new Date(delivery.firstAttemptAt).toISOString()} to ${new Date(attemptAt).toISOString()}`,
        `Last answer: ${answer.error}`,
        "",
        "The enquiry is stored and was mailed to the team as usual. Once the receiver works again,",
        '"npm run enquiries -- retry" sends every failed delivery again.',
        "",
      ].join("\n"),
    };
  }

  function disabledAlert(delivery: ClaimedWebhook, attemptAt: number): NewAlert {
    const { enquiry, endpoint } = delivery;
    return {
      id: `endpoint-disabled:${endpoint}:${attemptAt}`,
      kind: "endpoint-disabled",
      subject: `Webhook endpoint disabled: ${new URL(endpoint).host} answered 410 Gone`,
      body: [
        "A webhook endpoint answered 410 Gone, which asks senders to stop: no server sends it anything",
        "until it is enabled again.",
        "",
        `Endpoint: ${endpointLabel(endpoint)}`,
        `Answered 410 to enquiry: ${enquiry.id}`,
        `At: ${new Date(attemptAt).toISOString()}`,
        "",
        "Enquiries stored meanwhile wait for it; the one it refused is marked failed. Once the",
        "receiver takes messages again, enable the endpoint in the team's inbox; then",
        '"npm run enquiries -- retry" sends the failed one again.',
        "",
      ].join("\n"),
    };
  }

  async function attempt(delivery: ClaimedWebhook): Promise<Outcome> {
    const attemptAt = now();
    const answer = await post(delivery, Math.floor(attemptAt / 1000));
    const { enquiry, endpoint } = delivery;
    const fields = {
      id: enquiry.id,
      endpoint: new URL(endpoint).host,
      attempt: delivery.attempt,
      status: answer.status,
    };
    const recorded: WebhookAnswer = { enquiryId: enquiry.id, endpoint, leaseId: delivery.leaseId, ...answer };
    if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
      if (!(await store.markWebhookSent(recorded))) return late("webhooks", "sent", fields);
      log.info("webhooks: delivered", fields);
      return "sent";
    }
    if (answer.status === 410) {
      const disabledNow = await store.disableEndpoint(recorded, disabledAlert(delivery, attemptAt));
      log.error("webhooks: the endpoint answered 410 Gone and is disabled", { ...fields, disabledNow });
      return "failed";
    }
    // Given up only on an attempt made 24 hours or more after the first.
    if (attemptAt >= delivery.firstAttemptAt + retryForMs) {
      if (!(await store.markWebhookFailed(recorded, givenUpAlert(delivery, answer, attemptAt)))) {
        return late("webhooks", "failed", fields);
      }
      log.error("webhooks: failed for 24 hours, given up", { ...fields, error: answer.error });
      return "failed";
    }
    const retryAt = now() + backoff(delivery.attempt, retryMs, maxDelayMs, random());
    if (!(await store.markWebhookAttemptFailed(recorded, retryAt))) return late("webhooks", "retrying", fields);
    log.warn("webhooks: attempt failed, will retry", { ...fields, error: answer.error, retryInMs: retryAt - now() });
    return "retrying";
  }

  return createWorker<ClaimedWebhook>(
    {
      name: "webhooks",
      leaseMs,
      claim: (limit) => store.claimWebhookDeliveries(urls, leaseMs, limit),
      attempt,
      renew: (items) =>
        store.renewLeases(
          items.map((item) => ({ ...item, queue: "webhooks", enquiryId: item.enquiry.id })),
          leaseMs,
        ),
      nextDueAt: () => store.nextWebhookDeliveryAt(urls),
    },
    { slots, pollMs: options.pollMs, stopWaitMs: options.stopWaitMs ?? timeoutMs, now },
  );
}
