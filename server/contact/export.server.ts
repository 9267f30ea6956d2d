/**
 * The enquiries as a CSV file, for a spreadsheet or a CRM's import: the team's command
 * (`npm run enquiries -- export`) and the inbox's download (server/admin/) write the same file.
 */
import type { EnquiryRecord } from "../storage/store.server.ts";

const columns = [
  "id",
  "received",
  "language",
  "name",
  "email",
  "organization",
  "interest",
  "delivery",
  "attempts",
  "sent",
  "webhooks",
] as const;

/** An endpoint named by its host: its path may hold a token. */
export function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

export function exportRow(record: EnquiryRecord): Record<(typeof columns)[number], string> {
  return {
    id: record.id,
    received: new Date(record.createdAt).toISOString(),
    language: record.locale,
    name: record.name,
    email: record.email,
    organization: record.organization,
    interest: record.interest,
    delivery: record.delivery.status,
    attempts: String(record.delivery.attempts),
    sent: record.delivery.sentAt === null ? "" : new Date(record.delivery.sentAt).toISOString(),
    // Each endpoint's host and state: "crm.example sent; hooks.example failed".
    webhooks: record.webhooks.map((hook) => `${hostOf(hook.endpoint)} ${hook.status}`).join("; "),
  };
}

/**
 * RFC 4180 fields. A value a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe: visitors typed these values (OWASP "CSV injection").
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function enquiriesCsv(records: readonly EnquiryRecord[]): string {
  const lines = [columns.join(",")];
  for (const record of records) {
    const values = exportRow(record);
    lines.push(columns.map((column) => csvField(values[column])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
