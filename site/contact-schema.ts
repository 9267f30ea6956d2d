import { z } from "zod";
import {
  type ContactField,
  type ContactProblem,
  type ContactProblems,
  contactFieldDefinitions,
  contactLimits,
  type FieldDefinition,
  type FieldDefinitions,
} from "./contact-fields.ts";

export * from "./contact-fields.ts";

// Zod would otherwise probe for `Function("")` to compile faster validators; under the site's
// Content-Security-Policy (no 'unsafe-eval') the browser reports that probe as a violation.
z.config({ jitless: true });

// One schema for the form and the server, so both accept the same values and name the same problems.
// Refused everywhere: control characters (header injection), separators, BOMs, bidi overrides (CVE-2021-42574).
const lineBreaking = /[\p{Cc}\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;
/** In the message, line breaks and tabs are text; everything else above still is not. */
const textBreaking = /(?![\n\t])\p{Cc}|[\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

const codePoints = (value: string) => [...value].length;

function field({ limit, input, optional }: FieldDefinition) {
  const multiline = input === "multiline";
  const text = z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "required" : "notText") })
    .refine((value) => value.isWellFormed(), { error: "invalidCharacters", abort: true })
    .normalize("NFC")
    .overwrite((value) => (multiline ? value.replace(/\r\n?|[\u2028\u2029]/g, "\n") : value))
    .trim()
    .min(optional ? 0 : 1, { error: "required", abort: true })
    .refine((value) => !(multiline ? textBreaking : lineBreaking).test(value), {
      error: "invalidCharacters",
      abort: true,
    })
    .refine((value) => codePoints(value) <= limit, { error: "tooLong", abort: true })
    .refine((value) => input !== "email" || (value === "" && optional) || isStrictEmail(value), {
      error: "invalidEmail",
    });
  // An optional field left out is an empty one.
  return optional ? z.preprocess((value) => value ?? "", text) : text;
}

// The dot-atom form of RFC 5322 §3.4.1 in ASCII with RFC 5321's lengths; quoted local parts and
// literals are refused: nobody types them into a contact form and header injection hides in them.
export function isStrictEmail(value: string): boolean {
  if (value.length > contactLimits.email || !z.regexes.email.test(value)) return false;
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split(".");
  return local.length <= 64 && labels.every((label) => label.length <= 63 && !label.endsWith("-"));
}

/** The schema of the enquiry these fields make (the site's own by default). */
export function schemaFor(fields: FieldDefinitions = contactFieldDefinitions) {
  return z.object(Object.fromEntries(fields.map((each) => [each.name, field(each)])));
}

const siteSchema = schemaFor();

export type ContactEnquiry = Record<ContactField, string>;

export type ContactValidation =
  | { readonly ok: true; readonly value: ContactEnquiry }
  | { readonly ok: false; readonly problems: ContactProblems };

/** Validates an enquiry; on failure, the first problem of every field that has one. */
export function validateContact(input: unknown, fields: FieldDefinitions = contactFieldDefinitions): ContactValidation {
  const result = (fields === contactFieldDefinitions ? siteSchema : schemaFor(fields)).safeParse(input);
  if (result.success) return { ok: true, value: result.data as ContactEnquiry };
  const problems: ContactProblems = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (!fields.some((each) => each.name === name)) continue;
    problems[name as ContactField] ??= issue.message as ContactProblem;
  }
  return { ok: false, problems };
}
