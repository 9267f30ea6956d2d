// What each inbox page shows, as plain data: the server (server/admin/) decides, the components here
// only lay it out.
import type { Locale } from "../../site/locales.ts";

/** The "admin" translations, which the server passes to every page as `t`. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface Channel {
  /** "mail", or the host of a webhook endpoint. */
  readonly name: { readonly kind: "mail" } | { readonly kind: "webhook"; readonly host: string };
  readonly state:
    | { readonly kind: "delivered"; readonly at: number }
    | { readonly kind: "waiting" }
    /** An attempt is under way; `error` is the previous attempt's, if one failed. */
    | { readonly kind: "sending"; readonly attempts: number; readonly error: string | null }
    | { readonly kind: "retrying"; readonly attempts: number; readonly at: number; readonly error: string | null }
    | { readonly kind: "failed"; readonly attempts: number; readonly error: string | null }
    | { readonly kind: "disabled" };
}

export type EnquiryStatus = "new" | "answered" | "closed";

/** An enquiry as the list shows it: its message shortened. */
export interface InboxEnquiry {
  readonly id: string;
  readonly receivedAt: number;
  readonly locale: string;
  readonly name: string;
  readonly email: string;
  /** The other fields but the message, each labelled `fields.{name}`. */
  readonly details: readonly { readonly name: string; readonly value: string }[];
  /** The start of the message, with an ellipsis when there is more. */
  readonly excerpt: string;
  readonly status: EnquiryStatus;
  /** A team member's address, or "" for nobody. */
  readonly owner: string;
  /** Its e-mail to the team or a webhook delivery was given up: its page says which. */
  readonly undelivered: boolean;
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
  /** The enquiry it was about, as it is now. */
  readonly enquiry:
    | { readonly id: string; readonly erased: false; readonly name: string; readonly receivedAt: number }
    | { readonly id: string; readonly erased: true }
    | null;
}

/** Words the server chose: their key and values. */
export interface Words {
  readonly key: string;
  readonly values?: Record<string, unknown>;
}

/** A line at the top of a page after an action or a refusal. */
export interface Notice extends Words {
  readonly tone: "success" | "error" | "info";
}

interface Common {
  readonly locale: Locale;
  /** The same page in each other language. */
  readonly otherLanguages: readonly { readonly locale: Locale; readonly href: string }[];
  /** Where the inbox lives in this language: `/admin` or `/es/admin`. */
  readonly base: string;
  readonly notice?: Notice;
}

/** What every page's component is given: its view, the words and the site's stylesheet. */
export type PageProps<Kind extends AdminView["kind"]> = { view: Extract<AdminView, { kind: Kind }> } & Shared;
type Shared = { t: Translate; stylesheet: string };

/** A page for a team member who signed in. */
interface SignedIn extends Common {
  readonly signedInAs: string;
}

export type AdminView =
  | (Common & { readonly kind: "signIn"; readonly email?: string; readonly emailProblem?: boolean })
  | (Common & { readonly kind: "confirm" })
  | (SignedIn & {
      readonly kind: "inbox";
      /** The search as asked (the form shows it again) and the links to other pages. */
      readonly search: {
        readonly text: string;
        readonly status: "open" | "new" | "answered" | "closed" | "all";
        /** A language, or "" for any. */
        readonly locale: string;
        readonly total: number;
        readonly newer: string | null;
        readonly older: string | null;
        /** Whether anything but the first screen's defaults was asked for. */
        readonly narrowed: boolean;
        /** Whose: "mine", "unassigned", or "" for anyone's. */
        readonly owner: string;
        /** The list for each of those, with the other filters, and how many new enquiries it holds. */
        readonly owners: readonly { readonly choice: string; readonly href: string; readonly fresh: number }[];
      };
      /** The languages an enquiry may come in, for the filter. */
      readonly locales: readonly string[];
      readonly enquiries: readonly InboxEnquiry[];
      readonly endpoints: readonly {
        /** Its place in WEBHOOK_URLS, from 1: what the form to enable it again sends. */
        readonly entry: number;
        /** Its host: the whole URL may hold a token in its path, which no page shows. */
        readonly host: string;
        readonly disabled: { readonly at: number; readonly reason: string } | null;
      }[];
      readonly audit: readonly InboxAuditEntry[];
    })
  | (SignedIn & {
      readonly kind: "enquiry";
      /** All of it, how it was delivered, and what the team did with it. */
      readonly enquiry: Omit<InboxEnquiry, "excerpt" | "undelivered"> & {
        readonly message: string;
        readonly channels: readonly Channel[];
        /** A `mailto:` link to the sender, in the enquiry's language, that quotes it. */
        readonly reply: string;
        /** The team's notes on it, oldest first. */
        readonly notes: readonly { readonly at: number; readonly author: string; readonly text: string }[];
      };
      /** ADMIN_EMAILS: who may own it. */
      readonly team: readonly string[];
      /** Where "send again" sends it: the team's e-mail and the webhook endpoints' hosts. */
      readonly resendTo: Words;
      readonly history: readonly InboxAuditEntry[];
      /** The longest note, in characters. */
      readonly noteLimit: number;
    })
  | (SignedIn & {
      readonly kind: "ask";
      /** What the team member is asked to confirm: an erasure, or sending an enquiry again. */
      readonly action:
        | { readonly kind: "erase-enquiry"; readonly id: string; readonly name: string; readonly receivedAt: number }
        | { readonly kind: "erase-address"; readonly email: string; readonly count: number }
        | {
            readonly kind: "resend";
            readonly id: string;
            readonly name: string;
            readonly receivedAt: number;
            /** Where it goes: the team's e-mail and the webhook endpoints' hosts. */
            readonly to: Words;
          };
    })
  | (Common & {
      readonly kind: "problem";
      readonly signedIn: boolean;
      /** The page to go on to, when this one only asks to (it was opened from another page of the site). */
      readonly next?: string;
    });
