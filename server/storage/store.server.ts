/**
 * What the enquiry store is: its records, its operations and its errors. open-store.server.ts opens
 * one: SQLite under DATA_DIR by default, PostgreSQL with DATABASE_URL. Both run the same Kysely
 * migrations and queries (operations.server.ts); a submission is answered only after its
 * transaction is durably committed.
 */
import type { Kysely } from "kysely";

export type { KyselyStore as Store } from "./kysely-store.server.ts";

import type { ContactField } from "../../site/contact-fields.ts";

/** The database, or a transaction on it: its tables are the migrations' (migrations.server.ts). */
// biome-ignore lint/suspicious/noExplicitAny: the schema is the migrations', not a TypeScript type.
export type Db = Kysely<any>;

/**
 * What another part writes about an operation, in the operation's own transaction, given its result:
 * the team's audit trail records a re-send or an erasure together with it, or not at all.
 */
export type Recorded<T> = (db: Db, result: T) => Promise<void>;

export type DeliveryStatus = "pending" | "sent" | "failed";

/** An enquiry: the submitted fields (site/contact-fields.ts) and where and when it came from. */
export interface NewEnquiry extends Readonly<Record<ContactField, string>> {
  readonly id: string;
  readonly createdAt: number;
  /** The language of the page it was sent from, so the team can answer in it. */
  readonly locale: string;
  /**
   * The path of the site's page it was sent from, kept with the fields' JSON; unset when it came
   * from elsewhere (another site's page) or before it was recorded.
   */
  readonly page?: string;
}

/** Where the team is with an enquiry (the inbox): just in, answered, or done with. */
export const enquiryStatuses = ["new", "answered", "closed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export interface EnquiryRecord extends NewEnquiry {
  readonly status: EnquiryStatus;
  /** The team member (an address on ADMIN_EMAILS) who has it in hand, or "" for nobody. */
  readonly owner: string;
  readonly delivery: {
    readonly status: DeliveryStatus;
    readonly attempts: number;
    readonly nextAttemptAt: number | null;
    readonly sentAt: number | null;
    readonly lastError: string | null;
    /** A sender holds it: an attempt is under way (or its sender died and its lease has not run out yet). */
    readonly sending: boolean;
  };
  /** One per webhook endpoint configured when the enquiry was stored, by endpoint URL. */
  readonly webhooks: readonly WebhookState[];
}

/** What a claim gives its sender: only a result that names its lease is recorded. */
export interface Leased {
  readonly leaseId: string;
}

/** An enquiry's e-mail, leased to one sender. */
export type Claimed = Omit<EnquiryRecord, "webhooks" | "status" | "owner"> & Leased;

/** How one enquiry's delivery to one webhook endpoint stands. */
export interface WebhookState {
  readonly endpoint: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  /** When it is tried next; null once it is sent or failed. */
  readonly nextAttemptAt: number | null;
  readonly sentAt: number | null;
  /** The HTTP status of the last attempt; null after a network error or a timeout, or before any. */
  readonly lastStatus: number | null;
  readonly lastError: string | null;
  /** A sender holds it, as `EnquiryRecord`'s e-mail. */
  readonly sending: boolean;
  /** The endpoint answered 410 Gone: nothing is sent to it until it is enabled again. */
  readonly endpointDisabled: boolean;
}

/** A webhook delivery leased to one sender. */
export interface ClaimedWebhook extends Leased {
  readonly enquiry: NewEnquiry;
  readonly endpoint: string;
  /** Standard Webhooks' `webhook-id`: the same on every attempt, so a receiver can drop repeats. */
  readonly webhookId: string;
  /** This attempt's number, from 1. */
  readonly attempt: number;
  /** When the first attempt was claimed: this one's time if it is the first. */
  readonly firstAttemptAt: number;
}

/** A webhook attempt's answer: the HTTP status (null for a network error or a timeout) and why. */
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

/** An alert leased to one sender. */
export interface ClaimedAlert extends NewAlert, Leased {
  readonly createdAt: number;
  /** This attempt's number, from 1. */
  readonly attempt: number;
}

/**
 * A claimed e-mail or webhook delivery its sender is still sending: its row, and the claim's lease,
 * so a renewal never touches a row another sender has claimed since.
 */
export type Held = Leased &
  (
    | { readonly queue: "outbox" | "alerts"; readonly id: string }
    | { readonly queue: "webhooks"; readonly enquiryId: string; readonly endpoint: string }
  );

/** What `retryFailed` queued again. */
export interface Requeued {
  /** Enquiry ids whose e-mail failed. */
  readonly mail: readonly string[];
  readonly webhooks: readonly { readonly enquiryId: string; readonly endpoint: string }[];
  /** Alert ids. */
  readonly alerts: readonly string[];
}

/** At most `max` accepted submissions per `bucket` in each window of `windowMs`. */
export interface RateLimit {
  readonly bucket: string;
  readonly max: number;
  readonly windowMs: number;
}

export interface Submission {
  readonly enquiry: NewEnquiry;
  /**
   * draft-ietf-httpapi-idempotency-key-header: the key and a fingerprint of the request body; with
   * `validForMs`, the key is forgotten that long after it was stored (a form the browser posted
   * itself, whose key the server derived), else it is kept.
   */
  readonly idempotency?: { readonly key: string; readonly fingerprint: string; readonly validForMs?: number };
  readonly limits: readonly RateLimit[];
  /**
   * A bot's submission (a filled honeypot): counted against the rate limits and remembered under
   * its idempotency key like any other, so its answers look the same, but no enquiry, outbox or
   * webhook row is written.
   */
  readonly discard?: boolean;
  /** The webhook endpoints (WEBHOOK_URLS) that get the enquiry: one delivery row each. */
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
