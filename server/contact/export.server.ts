/**
 * The enquiries as a CSV file, for a spreadsheet or a CRM's import: the team's command
 * (`npm run enquiries -- export`) and the inbox's download (server/admin/) write the same file.
 */
import { contactFieldDefinitions, type FieldDefinitions, fieldValue } from "../../site/contact-fields.ts";
import type { EnquiryRecord } from "../storage/store.server.ts";

/** The columns: the enquiry's, each field's (by its name), then how it stands. */
const columns = (fields: FieldDefinitions) => [
  "id",
  "received (UTC)",
  "language",
  ...fields.map((field) => field.name),
  "status",
  "owner",
  "delivery",
  "attempts",
  "sent (UTC)",
  "webhooks",
];

/** A moment as spreadsheets read a date and time ("2026-11-27 09:15:00"), in UTC, which the column names. */
const utc = (at: number) => new Date(at).toISOString().slice(0, 19).replace("T", " ");

/** An endpoint named by its host: its path may hold a token. */
export function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

export function exportRow(
  record: EnquiryRecord,
  fields: FieldDefinitions = contactFieldDefinitions,
): Record<string, string> {
  return {
    id: record.id,
    "received (UTC)": utc(record.createdAt),
    language: record.locale,
    ...Object.fromEntries(fields.map((field) => [field.name, fieldValue(record, field)])),
    status: record.status,
    owner: record.owner,
    delivery: record.delivery.status,
    attempts: String(record.delivery.attempts),
    "sent (UTC)": record.delivery.sentAt === null ? "" : utc(record.delivery.sentAt),
    // Each endpoint's host and state: "crm.example sent; hooks.example failed".
    webhooks: record.webhooks.map((hook) => `${hostOf(hook.endpoint)} ${hook.status}`).join("; "),
  };
}

/**
 * Where a spreadsheet may start a cell inside a value (its start, a ";" or a line break), when what
 * follows, after any spaces or quotes, is a formula sign: =, +, -, @, their fullwidth forms
 * (＝ ＋ － ＠, which spreadsheets set up for East Asian input read the same way), a tab or a
 * carriage return.
 */
const formulaStart = /(^|[;\r\n])(?=[ "]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * One CSV field. Visitors typed these values, and a spreadsheet runs a cell that begins with a
 * formula sign, so the field is always quoted and an apostrophe (which shows the rest as text)
 * goes before each formula sign that could begin a cell:
 *
 * - at the start of the value, for a spreadsheet that splits on "," as the file does;
 * - after a ";" or a line break in it, for one that splits on ";" (Excel in Spanish, say). Quoting
 *   keeps those inside one cell for a reader that honours quotes anywhere in a line, but a reader
 *   that honours them only at the start of a cell splits there: `Org;=2*3;` would give `=2*3`.
 */
export function csvField(value: string): string {
  return `"${value.replace(formulaStart, "$1'").replaceAll('"', '""')}"`;
}

const csvLine = (values: readonly string[]) => values.map(csvField).join(",");

/**
 * The file starts with a UTF-8 byte order mark: without it Excel on Windows reads the file in the
 * system's legacy encoding and shows "MarÃ­a" for "María"; LibreOffice and CRMs' imports skip it.
 */
export function enquiriesCsv(
  records: readonly EnquiryRecord[],
  fields: FieldDefinitions = contactFieldDefinitions,
): string {
  const names = columns(fields);
  const lines = [`\uFEFF${csvLine(names)}`];
  for (const record of records) {
    const values = exportRow(record, fields);
    lines.push(csvLine(names.map((column) => values[column] ?? "")));
  }
  return `${lines.join("\r\n")}\r\n`;
}
