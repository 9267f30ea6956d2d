/** The enquiry store's records and errors; both databases run the same queries (operations.server.ts). */
import type { Kysely } from "kysely";

export type { KyselyStore as Store } from "./kysely-store.server.ts";
export type { EnquiryRecord, WebhookState } from "./operations.server.ts";

import type { ContactField } from "../../site/contact-fields.ts";

// biome-ignore lint/suspicious/noExplicitAny: the schema is the migrations', not a TypeScript type.
export type Db = Kysely<any>;

/** Written in the operation's own transaction: the audit trail records it together with it, or not at all. */
export type Recorded<T> = (db: Db, result: T) => Promise<void>;

export type DeliveryStatus = "pending" | "sent" | "failed";

export interface NewEnquiry extends Readonly<Record<ContactField, string>> {
  readonly id: string;
  readonly createdAt: number;
  readonly locale: string;
  /** The site's page it was sent from; unset when it came from another site's page. */
  readonly page?: string;
}

export const enquiryStatuses = ["new", "answered", "closed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** Only a result that names its lease is recorded. */
export interface Leased {
  readonly leaseId: string;
}

export interface ClaimedWebhook extends Leased {
  readonly enquiry: NewEnquiry;
  readonly endpoint: string;
  /** Standard Webhooks' `webhook-id`: the same on every attempt, so a receiver can drop repeats. */
  readonly webhookId: string;
  readonly attempt: number;
  readonly firstAttemptAt: number;
}

/** `status` is null for a network error or a timeout. */
export interface WebhookAnswer extends Leased {
  readonly enquiryId: string;
  readonly endpoint: string;
  readonly status: number | null;
  readonly error: string;
}

/** An e-mail to the operations address. Never carries a visitor's name, address or message. */
export interface NewAlert {
  /** One per event: two servers recording the same event queue one alert. */
  readonly id: string;
  readonly kind: string;
  readonly subject: string;
  readonly body: string;
}

export interface ClaimedAlert extends NewAlert, Leased {
  readonly createdAt: number;
  readonly attempt: number;
}

/** A claim still being sent; the lease id keeps a renewal off a row another sender claimed since. */
export type Held = Leased &
  (
    | { readonly queue: "outbox" | "alerts"; readonly id: string }
    | { readonly queue: "webhooks"; readonly enquiryId: string; readonly endpoint: string }
  );

/** At most `max` accepted submissions per `bucket` in each window of `windowMs`. */
export interface RateLimit {
  readonly bucket: string;
  readonly max: number;
  readonly windowMs: number;
}

export interface Submission {
  readonly enquiry: NewEnquiry;
  /** `validForMs`: how long a key the server derived (the no-script form) is remembered; else for good. */
  readonly idempotency?: { readonly key: string; readonly fingerprint: string; readonly validForMs?: number };
  readonly limits: readonly RateLimit[];
  /** A filled honeypot: counted and remembered like any other so the answers look alike, but not stored. */
  readonly discard?: boolean;
  readonly webhooks?: readonly string[];
}

export type SubmitResult =
  | { readonly kind: "created"; readonly id: string }
  | { readonly kind: "replayed"; readonly id: string }
  | { readonly kind: "keyReused" }
  | { readonly kind: "rateLimited"; readonly retryAfterSeconds: number };

/** The store cannot be reached or written in time: the function answers 503, nothing is lost. */
export class StorageUnavailableError extends Error {
  override name = "StorageUnavailableError";
}

/** The store is set up in a way that could lose data or cannot work: start-up stops with this. */
export class StorageConfigError extends Error {
  override name = "StorageConfigError";
}
