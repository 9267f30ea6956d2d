// What the inbox's pages show of the store's records, and what a list's address asks for:
// plain functions of their inputs, apart from admin.server.ts's routes.
import { z } from "zod";
import type { Channel, Notice } from "../../app/admin/views.ts";
import { defaultLocale, isLocale, localeTag } from "../../site/locales.ts";
import { hostOf } from "../contact/export.server.ts";
import { translate } from "../contact/messages.server.ts";
import type { EnquiryRecord, WebhookState } from "../storage/store.server.ts";
import { type EnquiryFilter, enquiryFields, shortened, statusFilters } from "./inbox-operations.server.ts";

const maxSearchLength = 200;
/** How much of a message a reply quotes: a mail program may not open a much longer mailto: link. */
const quoteLength = 1200;

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
 * A channel's state. One not yet sent nor given up (nor paused, a disabled endpoint's) has an
 * attempt under way (a sender holds it), none made yet, or a retry after an attempt that failed;
 * only that last says something failed.
 */
function stateOf(
  delivery: EnquiryRecord["delivery"] | WebhookState,
  createdAt: number,
  paused = false,
): Channel["state"] {
  const { attempts, nextAttemptAt, lastError: error } = delivery;
  if (delivery.status === "sent") return { kind: "delivered", at: delivery.sentAt ?? createdAt };
  if (delivery.status === "failed") return { kind: "failed", attempts, error };
  if (paused) return { kind: "disabled" };
  if (delivery.sending) return { kind: "sending", attempts, error };
  if (attempts === 0 || nextAttemptAt === null) return { kind: "waiting" };
  return { kind: "retrying", attempts, at: nextAttemptAt, error };
}

export function channels(enquiry: EnquiryRecord): Channel[] {
  return [
    { name: { kind: "mail" }, state: stateOf(enquiry.delivery, enquiry.createdAt) },
    ...enquiry.webhooks.map(
      (hook): Channel => ({
        name: { kind: "webhook", host: hostOf(hook.endpoint) },
        state: stateOf(hook, enquiry.createdAt, hook.endpointDisabled),
      }),
    ),
  ];
}

/** Whose enquiries the list shows: the team member's, nobody's, or anyone's (""). */
export const ownerFilters = ["mine", "unassigned", ""] as const;

const cursor = z
  .string()
  .regex(/^\d{1,15}\.[A-Za-z0-9-]{1,64}$/)
  .transform((value) => ({ at: Number(value.split(".")[0]), id: value.split(".")[1] ?? "" }));

/** What a list's address may ask for: anything else (which no form sends) is refused. */
const searchSchema = z
  .object({
    q: z.string().trim().max(maxSearchLength).default(""),
    status: z
      .enum(statusFilters)
      .or(z.literal("").transform(() => "open" as const))
      .default("open"),
    lang: z
      .string()
      .refine((value) => value === "" || isLocale(value))
      .default(""),
    owner: z.enum(ownerFilters).default(""),
    older: cursor.optional(),
    newer: cursor.optional(),
  })
  .refine((search) => !(search.older && search.newer));

/** The search a list's address asks for, by `member`, or undefined when it cannot be read. */
export function searchFrom(search: URLSearchParams, member: string) {
  const parsed = searchSchema.safeParse(Object.fromEntries(search));
  if (!parsed.success) return undefined;
  const { q: text, status, lang: language, owner, older, newer } = parsed.data;
  const whose = owner === "mine" ? member : owner === "unassigned" ? "" : null;
  const filter: EnquiryFilter = { text, status, locale: language || null, owner: whose };
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
  const lines = shortened(enquiryFields(enquiry).message, quoteLength).split(/\r?\n/);
  const quoted = lines.map((line) => `> ${line}`).join("\n");
  const body = `\n\n${t("reply.quote", { date, name: enquiry.name })}\n${quoted}\n`;
  const address = encodeURIComponent(enquiry.email).replace("%40", "@");
  return `mailto:${address}?subject=${encodeURIComponent(t("reply.subject"))}&body=${encodeURIComponent(body)}`;
}
