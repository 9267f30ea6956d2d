// What the inbox's pages show of the store's records, and what a list's address asks for:
// plain functions of their inputs, apart from admin.server.ts's routes.
import type { Channel, Notice } from "../../app/admin/views.ts";
import { defaultLocale, isLocale, localeTag } from "../../site/locales.ts";
import { hostOf } from "../contact/export.server.ts";
import { translate } from "../contact/messages.server.ts";
import type { EnquiryRecord, WebhookState } from "../storage/store.server.ts";
import {
  type EnquiryFilter,
  enquiryFields,
  type StatusFilter,
  shortened,
  statusFilters,
} from "./inbox-operations.server.ts";

/** The longest search the list takes. */
const maxSearchLength = 200;
/** How much of a message a reply quotes: a mail program may not open a much longer mailto: link. */
const quoteLength = 1200;

const isStatusFilter = (value: string): value is StatusFilter => (statusFilters as readonly string[]).includes(value);

/** What a page says after a redirect, by the `notice` its address names. */
export const notices: Readonly<Record<string, Notice>> = {
  sent: { tone: "success", key: "signIn.sent" },
  invalidLink: { tone: "error", key: "signIn.invalidLink" },
  signedOut: { tone: "info", key: "signIn.signedOut" },
  required: { tone: "info", key: "signIn.required" },
  notFound: { tone: "error", key: "inbox.notFound" },
  erasedOne: { tone: "success", key: "erase.doneOne" },
  erasedNone: { tone: "info", key: "erase.none" },
  othersSignedOut: { tone: "success", key: "inbox.othersSignedOut" },
  enabled: { tone: "success", key: "endpoints.enabled" },
};

/**
 * A delivery not yet sent nor given up: an attempt under way (a sender holds it), none made yet,
 * or a retry after an attempt that failed; only that last says something failed.
 */
function pending(state: EnquiryRecord["delivery"] | WebhookState): Channel["state"] {
  const { attempts, nextAttemptAt, lastError: error } = state;
  if (state.sending) return { kind: "sending", attempts, error };
  if (attempts === 0 || nextAttemptAt === null) return { kind: "waiting" };
  return { kind: "retrying", attempts, at: nextAttemptAt, error };
}

export function channels(enquiry: EnquiryRecord, disabled: ReadonlySet<string>): Channel[] {
  const mail = enquiry.delivery;
  const mailChannel: Channel = {
    name: { kind: "mail" },
    state:
      mail.status === "sent"
        ? { kind: "delivered", at: mail.sentAt ?? enquiry.createdAt }
        : mail.status === "failed"
          ? { kind: "failed", attempts: mail.attempts, error: mail.lastError }
          : pending(mail),
  };
  const hooks = enquiry.webhooks.map(
    (hook): Channel => ({
      name: { kind: "webhook", host: hostOf(hook.endpoint) },
      state:
        hook.status === "sent"
          ? { kind: "delivered", at: hook.sentAt ?? enquiry.createdAt }
          : hook.status === "failed"
            ? { kind: "failed", attempts: hook.attempts, error: hook.lastError }
            : disabled.has(hook.endpoint) || hook.endpointDisabled
              ? { kind: "disabled" }
              : pending(hook),
    }),
  );
  return [mailChannel, ...hooks];
}

/** Whose enquiries the list shows: the team member's, nobody's, or anyone's (""). */
export const ownerFilters = ["mine", "unassigned", ""] as const;
const isOwnerFilter = (value: string): value is (typeof ownerFilters)[number] =>
  (ownerFilters as readonly string[]).includes(value);

/** The search a list's address asks for, by `member`, or undefined when it cannot be read. */
export function searchFrom(search: URLSearchParams, member: string) {
  const text = (search.get("q") ?? "").trim();
  const status = search.get("status") || "open";
  const language = search.get("lang") ?? "";
  const owner = search.get("owner") ?? "";
  const cursor = (name: "older" | "newer") => {
    const value = search.get(name);
    if (value === null) return null;
    const match = /^(\d{1,15})\.([A-Za-z0-9-]{1,64})$/.exec(value);
    return match ? { at: Number(match[1]), id: match[2] ?? "" } : undefined;
  };
  const older = cursor("older");
  const newer = cursor("newer");
  if (
    text.length > maxSearchLength ||
    !isStatusFilter(status) ||
    (language !== "" && !isLocale(language)) ||
    !isOwnerFilter(owner) ||
    older === undefined ||
    newer === undefined ||
    (older && newer)
  ) {
    return undefined;
  }
  const filter: EnquiryFilter = {
    text,
    status,
    locale: language || null,
    owner: owner === "mine" ? member : owner === "unassigned" ? "" : null,
  };
  const from = older ? { older } : newer ? { newer } : undefined;
  return { filter, from, language, owner };
}

/** The notice an action's redirect asked for (`?notice=…`), from a fixed list: nothing else is echoed. */
export function noticeFrom(search: URLSearchParams): Notice | undefined {
  const name = search.get("notice") ?? "";
  return Object.hasOwn(notices, name) ? notices[name] : undefined;
}

/**
 * A reply in the team's own mail program, to the sender, in the language they wrote in, with their
 * enquiry quoted: the conversation goes on in the team's mailbox, where the answer arrives.
 */
export function replyLink(enquiry: EnquiryRecord): string {
  const language = isLocale(enquiry.locale) ? enquiry.locale : defaultLocale;
  const t = translate(language, "admin");
  const date = new Intl.DateTimeFormat(localeTag(language), { dateStyle: "long", timeZone: "UTC" }).format(
    enquiry.createdAt,
  );
  const body = `\n\n${t("reply.quote", { date, name: enquiry.name })}\n${shortened(
    enquiryFields(enquiry).message,
    quoteLength,
  )
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n")}\n`;
  const address = encodeURIComponent(enquiry.email).replace("%40", "@");
  return `mailto:${address}?subject=${encodeURIComponent(t("reply.subject"))}&body=${encodeURIComponent(body)}`;
}
