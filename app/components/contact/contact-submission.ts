/**
 * What happens when the contact form is sent (docs/product.md), loaded only when the
 * form is used: validation with the schema the server uses, the call to `send-contact-email`
 * through the Supabase functions client (docs/product.md), automatic retries
 * made safe by an idempotency key (docs/product.md), and the toasts.
 */
import { FunctionsClient, FunctionsFetchError, FunctionsHttpError } from "@supabase/functions-js";
import type { TFunction } from "i18next";
import {
  type ContactProblems,
  type ContactResponse,
  contactFields,
  contactFunctionName,
  formPageField,
  honeypotField,
  validateContact,
} from "../../../site/contact-schema.ts";
import type { Locale } from "../../../site/locales.ts";
import { config } from "../../config.ts";
import { dismissToast, toast } from "../ui/toast.tsx";

/**
 * A send is tried again only when no definitive answer came: a transport failure (no answer, or
 * none in time) or a gateway's 502/503/504. Briefly: the visitor has the outcome within 8 s, and
 * an answer from the function itself (a 4xx, a 500 with its error, `success: false`) is shown at
 * once. Every attempt carries the same idempotency key, so a lost answer never stores twice.
 */
const retryDelaysMs = [500, 1000, 2000] as const;
const outcomeWithinMs = 7500;
/** The least time an attempt is given; no retry starts with less than this left. */
const attemptAtLeastMs = 1000;
const retriedStatuses = new Set([502, 503, 504]);

export interface SubmitOutcome {
  readonly sent: boolean;
  /** The fields to mark, by what is wrong with them. */
  readonly problems: ContactProblems;
}

class SubmissionError extends Error {
  override name = "SubmissionError";
  readonly problems: ContactProblems;
  constructor(message: string, problems: ContactProblems = {}) {
    super(message);
    this.problems = problems;
  }
}

/** A random UUID (v4) also where `crypto.randomUUID` is missing: it needs a secure context. */
function uuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency key of the enquiry being sent. A repeat of the same values after a failure
 * keeps it (the first attempt may have been stored even though its answer was lost); a success
 * or different values start a new one.
 */
let pending: { readonly values: string; readonly key: string } | undefined;

function keyFor(values: string): string {
  if (pending?.values !== values) pending = { values, key: uuid() };
  return pending.key;
}

let client: FunctionsClient | undefined;

function functionsClient(): FunctionsClient {
  const base = config.BACKEND_URL ?? window.location.origin;
  const key = config.BACKEND_ANON_KEY;
  client ??= new FunctionsClient(`${base}/functions/v1`, {
    headers: key ? { apikey: key, Authorization: `Bearer ${key}` } : {},
  });
  return client;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the enquiry; throws a SubmissionError whose message is the toast's description (docs/product.md,
 * "Enquiries"): the server's error text; else the error's own message, which for a transport error (no
 * answer at all) is the translated "couldn't reach our server"; and "Failed to send message"
 * where an answer came without error text (a proxy's HTML error page, a backend without the
 * function).
 */
async function send(
  body: object,
  key: string,
  locale: Locale,
  t: TFunction<"common">,
  onRetrying: () => void,
): Promise<string> {
  const deadline = performance.now() + outcomeWithinMs;
  for (let attempt = 0; ; attempt++) {
    const { data, error, response } = await functionsClient().invoke<ContactResponse>(contactFunctionName, {
      body,
      headers: { "Idempotency-Key": `"${key}"`, "Accept-Language": locale },
      timeout: Math.max(deadline - performance.now(), attemptAtLeastMs),
    });
    if (!error && data?.success === true) return data.id;
    const status = response?.status ?? 0;
    const transient = error instanceof FunctionsFetchError || retriedStatuses.has(status);
    const delay = retryDelaysMs[attempt];
    if (transient && delay !== undefined && performance.now() + delay + attemptAtLeastMs <= deadline) {
      onRetrying();
      await wait(delay);
      continue;
    }
    if (error instanceof FunctionsFetchError) throw new SubmissionError(t("finalCTA.toasts.error.network"));
    // An answer that is not success: an HTTP error, or a 2xx whose body is not `success: true`.
    const answer = error instanceof FunctionsHttpError ? await answerOf(error.context as Response) : data;
    const failure = answer && typeof answer === "object" && answer.success === false ? answer : undefined;
    throw new SubmissionError(
      typeof failure?.error === "string" && failure.error ? failure.error : t("finalCTA.toasts.error.failed"),
      failure?.fields ?? {},
    );
  }
}

async function answerOf(response: Response): Promise<ContactResponse | null> {
  return (await response.json().catch(() => null)) as ContactResponse | null;
}

/**
 * Checks the form's values and sends them. Toasts tell the visitor how it went; the outcome tells
 * the form whether to clear itself and which fields to mark.
 */
/** The toasts of the last submission: sending again clears them instead of stacking more. */
let shown: number[] = [];

function show(options: Parameters<typeof toast>[0]): void {
  shown.push(toast(options));
}

export async function submitEnquiry(
  form: FormData,
  options: {
    readonly locale: Locale;
    readonly t: TFunction<"common">;
    readonly onSending: () => void;
    readonly onRetrying: () => void;
  },
): Promise<SubmitOutcome> {
  const { locale, t } = options;
  for (const id of shown) dismissToast(id);
  shown = [];
  const values = Object.fromEntries(contactFields.map((field) => [field, String(form.get(field) ?? "")]));
  const validation = validateContact(values);
  if (!validation.ok) {
    const missing = Object.values(validation.problems).includes("required");
    const toasts = missing ? "required" : "invalid";
    show({
      variant: "destructive",
      title: t(`finalCTA.toasts.${toasts}.title`),
      description: t(`finalCTA.toasts.${toasts}.description`),
    });
    return { sent: false, problems: validation.problems };
  }

  options.onSending();
  const enquiry = validation.value;
  try {
    await send(
      // The page it is sent from, for the team; not part of the enquiry's key.
      { ...enquiry, [honeypotField]: String(form.get(honeypotField) ?? ""), [formPageField]: form.get(formPageField) },
      keyFor(JSON.stringify(enquiry)),
      locale,
      t,
      options.onRetrying,
    );
  } catch (error) {
    console.error("Contact form: the message was not sent.", error);
    show({
      variant: "destructive",
      title: t("finalCTA.toasts.error.title"),
      // A SubmissionError carries the description; anything else is a fault of this code, whose
      // message is not for visitors: the translated default then.
      description: error instanceof SubmissionError ? error.message : t("finalCTA.toasts.error.description"),
    });
    return { sent: false, problems: error instanceof SubmissionError ? error.problems : {} };
  }
  pending = undefined;
  show({ title: t("finalCTA.toasts.success.title"), description: t("finalCTA.toasts.success.description") });
  return { sent: true, problems: {} };
}
