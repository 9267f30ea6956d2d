/**
 * What each page of the team's inbox shows, as plain data: the server (server/admin/) reads the
 * store and decides; the components here only lay it out. Both sides import these types; the
 * components are built into the server bundle (`build/server/admin.js`) and never reach a browser.
 */
import type { Locale } from "../../site/locales.ts";

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export type ChannelState =
  | { readonly kind: "delivered"; readonly at: number }
  | { readonly kind: "waiting" }
  | { readonly kind: "retrying"; readonly attempts: number; readonly at: number; readonly error: string | null }
  | { readonly kind: "failed"; readonly attempts: number; readonly error: string | null }
  | { readonly kind: "disabled" };

export interface Channel {
  /** "mail", or the host of a webhook endpoint. */
  readonly name: { readonly kind: "mail" } | { readonly kind: "webhook"; readonly host: string };
  readonly state: ChannelState;
}

export interface InboxEnquiry {
  readonly id: string;
  readonly receivedAt: number;
  readonly locale: string;
  readonly name: string;
  readonly email: string;
  readonly organization: string;
  readonly message: string;
  readonly channels: readonly Channel[];
}

export interface InboxEndpoint {
  /** Its place in WEBHOOK_URLS, from 1: what the form to enable it again sends. */
  readonly entry: number;
  /** Its host: the whole URL may hold a token in its path, which no page shows. */
  readonly host: string;
  readonly disabled: { readonly at: number; readonly reason: string } | null;
}

export interface InboxAuditEntry {
  readonly id: string;
  readonly at: number;
  /** Who: a team member's address, "command line", or "" when a refused sign-in named nobody. */
  readonly actor: string;
  readonly action: string;
  readonly detail: string;
  /** The address the request came from; "" for the command line. */
  readonly client: string;
}

/** A line at the top of a page after an action or a refusal, with its words' key and values. */
export interface Notice {
  readonly tone: "success" | "error" | "info";
  readonly key: string;
  readonly values?: Record<string, unknown>;
}

interface Common {
  readonly locale: Locale;
  /** The same page in each other language. */
  readonly otherLanguages: readonly { readonly locale: Locale; readonly href: string }[];
  /** Where the inbox lives in this language: `/admin` or `/es/admin`. */
  readonly base: string;
  readonly notice?: Notice;
}

export type AdminView =
  | (Common & { readonly kind: "signIn"; readonly email?: string; readonly emailProblem?: boolean })
  | (Common & { readonly kind: "confirm" })
  | (Common & {
      readonly kind: "inbox";
      readonly signedInAs: string;
      readonly enquiries: readonly InboxEnquiry[];
      readonly endpoints: readonly InboxEndpoint[];
      readonly audit: readonly InboxAuditEntry[];
    })
  | (Common & { readonly kind: "problem"; readonly signedIn: boolean });
