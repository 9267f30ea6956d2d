/**
 * The enquiry's fields, without the validation library (the page imports them on first paint); all
 * else follows from them. Words: `finalCTA.labels.{name}`, `finalCTA.errors.{name}.{problem}`, `fields.{name}`.
 */
export interface FieldDefinition {
  readonly name: string;
  /** "email": an address the team can reply to; "multiline" keeps line breaks and is always wide. */
  readonly input: "text" | "email" | "multiline";
  /** In characters (Unicode code points). */
  readonly limit: number;
  readonly optional?: boolean;
  /** The inbox's search looks in it unless false. */
  readonly searched?: boolean;
  readonly autocomplete?: string;
  /** The form's whole width. */
  readonly wide?: boolean;
  /** The team's e-mail names it in its subject (the first such field, then the others in brackets). */
  readonly subject?: boolean;
  // Also in its own column of `enquiries`, which schema 1 made for these four, so that a rollback
  // before schema 8 keeps the rows.
  readonly column?: boolean;
}

/**
 * The bounds fit the function's 16 KB JSON limit in the worst case (4 bytes a character, 102 of keys and
 * path): 102 + 4 × (100 + 150 + 3700) + 254 = 16,156 ≤ 16,384, so a valid enquiry is never too large.
 * A form the browser posts itself has its own limit, from these bounds (`formBodyLimit`, server/contact/).
 */
export const contactFieldDefinitions = [
  { name: "name", input: "text", limit: 100, autocomplete: "name", subject: true, column: true },
  { name: "email", input: "email", limit: 254, autocomplete: "email", column: true },
  {
    name: "organization",
    input: "text",
    limit: 150,
    autocomplete: "organization",
    wide: true,
    subject: true,
    column: true,
  },
  { name: "interest", input: "multiline", limit: 3700, column: true },
] as const satisfies readonly FieldDefinition[];

export type FieldDefinitions = readonly FieldDefinition[];
export type ContactField = (typeof contactFieldDefinitions)[number]["name"];
export const contactFields: readonly ContactField[] = contactFieldDefinitions.map((field) => field.name);

export const contactLimits = Object.fromEntries(contactFieldDefinitions.map((field) => [field.name, field.limit])) as {
  readonly [field in ContactField]: number;
};

/** A field's value in an enquiry, "" when it has none (an optional field left out, or added since). */
export const fieldValue = (enquiry: object, field: Pick<FieldDefinition, "name">): string =>
  String((enquiry as Record<string, unknown>)[field.name] ?? "");

/** What can be wrong with one field. Each has a translated message: finalCTA.errors.{field}.{problem}. */
export type ContactProblem = "required" | "tooLong" | "invalidEmail" | "invalidCharacters" | "notText";

/** The hidden field bots fill in and people never see ("honeypot"). */
export const honeypotField = "website";

/** The hidden fields the form carries for a native POST: its language and the page it is on. */
export const formLocaleField = "locale";
export const formPageField = "page";

/** The translation key of a field's problem, for the island and the no-JavaScript pages alike. */
export function problemMessageKey(field: ContactField, problem: ContactProblem): string {
  // A value that is not text (a file, a list) reads as one with characters the field refuses.
  return `finalCTA.errors.${field}.${problem === "notText" ? "invalidCharacters" : problem}`;
}

/** Where the function answers, relative to BACKEND_URL (the Supabase functions path). */
export const contactFunctionName = "send-contact-email";
export const contactFunctionPath = `/functions/v1/${contactFunctionName}`;

/** The largest JSON body the function reads (413 above 16 KB); a form has its own (formBodyLimit). */
export const contactBodyLimit = 16 * 1024;

export type ContactProblems = Partial<Record<ContactField, ContactProblem>>;

/** The function's answers (docs/product.md: `{ success, error }`, plus an id or a machine code). */
export type ContactErrorCode =
  | "invalid_input"
  | "invalid_json"
  | "payload_too_large"
  | "unsupported_media_type"
  | "idempotency_key_invalid"
  | "idempotency_key_reused"
  | "rate_limited"
  | "storage_unavailable"
  | "request_timeout"
  | "method_not_allowed"
  | "unauthorized"
  | "forbidden_origin";

export type ContactResponse =
  | { readonly success: true; readonly id: string }
  | {
      readonly success: false;
      readonly error: string;
      readonly code: ContactErrorCode;
      readonly fields?: ContactProblems;
    };
