/**
 * The e-mail the team receives for an enquiry. Every header is ours: no visitor-supplied value
 * goes into From, To, Cc, Bcc or Subject (header injection and spoofing), the visitor's address
 * goes only into Reply-To after a strict check, and everything else into the plain-text body.
 */
import { isStrictEmail } from "../../site/contact-schema.ts";
import type { EnquiryRecord } from "../storage/store.server.ts";

export interface MailSettings {
  readonly from: { readonly name?: string | undefined; readonly address: string };
  readonly to: readonly string[];
}

export interface EnquiryMail {
  readonly messageId: string;
  readonly from: { name: string; address: string } | string;
  readonly to: string[];
  readonly replyTo?: string;
  readonly subject: string;
  readonly date: Date;
  readonly text: string;
  readonly headers: Record<string, string>;
}

/** The page's language named in English, for the team reading the mail ("es" → "Spanish"). */
const languageNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "code" });

/**
 * Stable per enquiry (RFC 5322 §3.6.4): every attempt to deliver one enquiry is the same message,
 * so a resend after a crash between the server's acceptance and our record of it is recognised
 * as a duplicate, not a second enquiry.
 */
export function messageIdFor(enquiryId: string, fromAddress: string): string {
  return `<enquiry-${enquiryId}@${fromAddress.slice(fromAddress.lastIndexOf("@") + 1)}>`;
}

export function enquiryMail(enquiry: EnquiryRecord, settings: MailSettings): EnquiryMail {
  const replyTo = isStrictEmail(enquiry.email) ? enquiry.email : undefined;
  const received = new Date(enquiry.createdAt);
  const text = [
    "A new enquiry arrived through the website's contact form.",
    "",
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    `Organization / Role: ${enquiry.organization}`,
    `Page language: ${languageName(enquiry.locale)}`,
    `Received: ${received.toISOString()}`,
    `Enquiry: ${enquiry.id}`,
    "",
    "How can we help?",
    enquiry.interest,
    "",
    replyTo
      ? "Reply to this e-mail to answer the sender."
      : "The sender's address did not pass the strict check, so replies do not go to it: write to it yourself.",
    "",
  ].join("\n");
  return {
    messageId: messageIdFor(enquiry.id, settings.from.address),
    from: settings.from.name ? { name: settings.from.name, address: settings.from.address } : settings.from.address,
    to: [...settings.to],
    ...(replyTo ? { replyTo } : {}),
    subject: `New website enquiry ${enquiry.id.slice(0, 8)}`,
    date: received,
    text,
    // RFC 3834: automatic replies (out-of-office) must not answer this message.
    headers: { "Auto-Submitted": "auto-generated", "X-Keystub-Enquiry": enquiry.id },
  };
}

function languageName(locale: string): string {
  try {
    return languageNames.of(locale) ?? locale;
  } catch {
    return locale;
  }
}
