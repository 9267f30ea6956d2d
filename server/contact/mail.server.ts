/** No visitor value goes into From, To, Cc or Bcc; Reply-To only after a strict check; alerts carry none. */
import { createHash } from "node:crypto";
import nodemailer from "nodemailer";
import { isLoopbackHost } from "../../site/config.ts";
import {
  contactFieldDefinitions,
  type FieldDefinition,
  type FieldDefinitions,
  fieldValue,
} from "../../site/contact-fields.ts";
import { isStrictEmail } from "../../site/contact-schema.ts";
import { languageName, localeTag } from "../../site/locales.ts";
import { adminBase } from "../admin/admin-paths.ts";
import type { ContactConfig } from "../config.server.ts";
import type { ClaimedAlert, NewEnquiry } from "../storage/store.server.ts";
import { translate } from "./messages.server.ts";

/** Over `smtp://` to any host but this machine, so a stripped STARTTLS offer is refused, not sent in clear. */
export function requiresStartTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  return url.protocol === "smtp:" && !isLoopbackHost(url.hostname);
}

/** Each step of an SMTP conversation waits at most `timeoutMs`; no message may name a file or URL to attach. */
export const smtpTransport = (url: string, timeoutMs: number, maxConnections?: number) =>
  nodemailer.createTransport({
    url,
    ...(maxConnections ? { pool: true, maxConnections } : {}),
    requireTLS: requiresStartTls(url),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });

export type Team = Pick<ContactConfig, "TEAM_LANGUAGE" | "TEAM_TIME_ZONE">;

/** A moment in the team's language and zone: "Nov 28, 2026, 11:42 AM (Europe/Madrid)"; 24-hour in Spanish. */
const teamFormats = new Map<string, Intl.DateTimeFormat>();

export function teamTime(at: number, team: Team): string {
  const key = `${team.TEAM_LANGUAGE} ${team.TEAM_TIME_ZONE}`;
  let format = teamFormats.get(key);
  if (!format) {
    // Made once per language and zone: a formatter takes longer to make than many mails to write.
    format = new Intl.DateTimeFormat(localeTag(team.TEAM_LANGUAGE), {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: team.TEAM_TIME_ZONE,
      ...(team.TEAM_LANGUAGE === "es" ? { hourCycle: "h23" as const } : {}),
    });
    teamFormats.set(key, format);
  }
  return `${format.format(at)} (${team.TEAM_TIME_ZONE})`;
}

interface MailSettings {
  readonly from: { readonly name?: string | undefined; readonly address: string };
  readonly to: readonly string[];
}

const messageId = (local: string, from: string) => `<${local}@${from.slice(from.lastIndexOf("@") + 1)}>`;
/** Stable per enquiry, so a resend after a crash is recognised as the same message. */
export const messageIdFor = (enquiryId: string, from: string) => messageId(`enquiry-${enquiryId}`, from);

export type EnquiryMailSettings = MailSettings & Team & Pick<ContactConfig, "siteOrigin" | "inboxOrigin">;

export function enquiryMailSettings(config: ContactConfig): EnquiryMailSettings {
  const { TEAM_LANGUAGE, TEAM_TIME_ZONE, siteOrigin, inboxOrigin } = config;
  return { from: config.CONTACT_FROM, to: config.CONTACT_TO, TEAM_LANGUAGE, TEAM_TIME_ZONE, siteOrigin, inboxOrigin };
}

/** A visitor's value in the subject: one line, no control or format characters, at most `max` characters. */
function inSubject(value: string, max: number): string {
  const characters = [...value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, " ").trim()];
  const cut = characters.length > max;
  return (
    characters
      .slice(0, cut ? max - 1 : max)
      .join("")
      .trimEnd() + (cut ? "…" : "")
  );
}

export function enquiryMail(
  enquiry: NewEnquiry,
  settings: EnquiryMailSettings,
  fields: FieldDefinitions = contactFieldDefinitions,
) {
  const language = settings.TEAM_LANGUAGE;
  const t = translate(language, "admin");
  const label = (name: string) => t(`fields.${name}`, { defaultValue: name });
  const replyTo = isStrictEmail(enquiry.email) ? enquiry.email : undefined;
  // "Ana García (Estadio Sur)": the first field the subject names, then the others given, in brackets.
  const [sender = "", ...more] = fields
    .filter((field) => field.subject)
    .map((field) => inSubject(fieldValue(enquiry, field), 60));
  const others = more.filter(Boolean).join(", ");
  // The fields one to a line, but the longer texts (the message) after the facts, under their label.
  const long = (field: FieldDefinition) => field.input === "multiline";
  const text = [
    t("enquiryMail.intro"),
    "",
    ...fields.filter((field) => !long(field)).map((field) => `${label(field.name)}: ${fieldValue(enquiry, field)}`),
    ...(enquiry.page ? [t("enquiryMail.page", { page: new URL(enquiry.page, settings.siteOrigin).href })] : []),
    t("inbox.language", { language: languageName(language, enquiry.locale) }),
    `${t("enquiry.received")}: ${teamTime(enquiry.createdAt, settings)}`,
    t("enquiryMail.enquiry", { id: enquiry.id }),
    ...(settings.inboxOrigin
      ? [t("enquiryMail.inbox", { link: `${settings.inboxOrigin}${adminBase(language)}/enquiries/${enquiry.id}` })]
      : []),
    ...fields.filter(long).flatMap((field) => ["", label(field.name), fieldValue(enquiry, field)]),
    "",
    t(replyTo ? "enquiryMail.replyTo" : "enquiryMail.noReplyTo"),
    "",
  ].join("\n");
  return {
    messageId: messageIdFor(enquiry.id, settings.from.address),
    from: settings.from,
    to: [...settings.to],
    ...(replyTo ? { replyTo } : {}),
    subject: t("enquiryMail.subject", { sender: others ? `${sender} (${others})` : sender }),
    date: new Date(enquiry.createdAt),
    text,
    // RFC 3834: automatic replies (out-of-office) must not answer this message.
    headers: { "Auto-Submitted": "auto-generated", "X-Keystub-Enquiry": enquiry.id },
  };
}

/** An alert to operations; its stable Message-ID is a hash of its id, which holds a URL. */
export function alertMail(alert: ClaimedAlert, settings: MailSettings) {
  const digest = createHash("sha256").update(alert.id).digest("hex").slice(0, 32);
  return {
    messageId: messageId(`alert-${digest}`, settings.from.address),
    from: settings.from,
    to: [...settings.to],
    subject: alert.subject,
    date: new Date(alert.createdAt),
    text: alert.body,
    headers: { "Auto-Submitted": "auto-generated", "X-Keystub-Alert": alert.kind },
  };
}
