/** CSV for a CRM's import (`npm run enquiries -- export`) or, in its language, a spreadsheet from the inbox. */
import { contactFieldDefinitions, type FieldDefinitions, fieldValue } from "../../site/contact-fields.ts";
import { type Locale, languageName } from "../../site/locales.ts";
import type { EnquiryRecord } from "../storage/store.server.ts";
import { translate } from "./messages.server.ts";

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

/** A code in the inbox's words of `locale` (`key`), or as it is without a locale. */
const wordsOf = (locale?: Locale) => {
  const t = locale && translate(locale, "admin");
  return (key: string, code: string) => (t ? t(key, { defaultValue: code }) : code);
};

/** In a language, its words for the language, the status and the deliveries' states. */
export function exportRow(record: EnquiryRecord, fields: FieldDefinitions = contactFieldDefinitions, locale?: Locale) {
  const word = wordsOf(locale);
  return {
    id: record.id,
    "received (UTC)": utc(record.createdAt),
    language: locale ? languageName(locale, record.locale) : record.locale,
    ...Object.fromEntries(fields.map((field) => [field.name, fieldValue(record, field)])),
    status: word(`status.${record.status}`, record.status),
    owner: record.owner,
    delivery: word(`csv.${record.delivery.status}`, record.delivery.status),
    attempts: String(record.delivery.attempts),
    "sent (UTC)": record.delivery.sentAt === null ? "" : utc(record.delivery.sentAt),
    // Each endpoint's host and state: "crm.example sent; hooks.example failed".
    webhooks: record.webhooks
      .map((hook) => `${hostOf(hook.endpoint)} ${word(`csv.${hook.status}`, hook.status)}`)
      .join("; "),
  } as Record<string, string>;
}

/**
 * Where a spreadsheet may start a cell inside a value (its start, a line break, the other
 * separator) before a formula sign: = + - @, their fullwidth forms, a tab, or a lone CR.
 */
const formulaStart = (other: string) =>
  new RegExp(`(^|[${other}\\r\\n])(?=[ "]*([=+\\-@\\t\\uFF1D\\uFF0B\\uFF0D\\uFF20]|\\r(?!\\n)))`, "g");
const formulaStarts = { ",": formulaStart(";"), ";": formulaStart(",") };

export type Separator = keyof typeof formulaStarts;

/**
 * One CSV field, always quoted, with an apostrophe before each formula sign that could begin a
 * cell: visitors typed these values, and a reader splitting on the other separator (Excel in
 * Spanish splits on ";") or honouring quotes only at a cell's start would run `Org;=2*3;`.
 */
export function csvField(value: string, separator: Separator = ","): string {
  return `"${value.replace(formulaStarts[separator], "$1'").replaceAll('"', '""')}"`;
}

/**
 * With a UTF-8 byte order mark, without which Excel reads "MarÃ­a". In a language, names and codes
 * are its words and the separator its Excel's (";" where the decimal sign is a comma).
 */
export function enquiriesCsv(
  records: readonly EnquiryRecord[],
  fields: FieldDefinitions = contactFieldDefinitions,
  locale?: Locale,
): string {
  const names = columns(fields);
  const word = wordsOf(locale);
  const separator: Separator = word("csv.separator", ",") === ";" ? ";" : ",";
  const line = (values: readonly string[]) => values.map((value) => csvField(value, separator)).join(separator);
  const fieldNames = new Set(fields.map((field) => field.name));
  // A column's words are under its first word ("received (UTC)": csv.columns.received), since the
  // content editor names a field by its key and takes no spaces or brackets in one.
  const heading = (name: string) =>
    word(fieldNames.has(name) ? `fields.${name}` : `csv.columns.${name.split(" ")[0]}`, name);
  const lines = [`\uFEFF${line(names.map(heading))}`];
  for (const record of records) {
    const values = exportRow(record, fields, locale);
    lines.push(line(names.map((column) => values[column] ?? "")));
  }
  return `${lines.join("\r\n")}\r\n`;
}
