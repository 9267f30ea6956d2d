// Sending the contact form, loaded when the form is first used: retries made safe by an idempotency key.
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

/** Tried again only without a definitive answer (timeout, 502/503/504), so the outcome comes within 8 s. */
const retryDelaysMs = [500, 1000, 2000] as const;
const outcomeWithinMs = 7500;
/** The least time an attempt is given; no retry starts with less than this left. */
const attemptAtLeastMs = 1000;
const retriedStatuses = new Set([502, 503, 504]);

class SubmissionError extends Error {
  override name = "SubmissionError";
  readonly problems: ContactProblems;
  constructor(message: string, problems: ContactProblems = {}) {
    super(message);
    this.problems = problems;
  }
}

// Kept when the same values are sent again after a failure: the first may have been stored, its answer lost.
let pending: { readonly values: string; readonly key: string } | undefined;

function keyFor(values: string): string {
  if (pending?.values !== values) pending = { values, key: crypto.randomUUID() };
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

/** Sends the enquiry, or throws a SubmissionError whose message is the toast's. */
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
    const answer =
      error instanceof FunctionsHttpError
        ? ((await (error.context as Response).json().catch(() => null)) as ContactResponse | null)
        : data;
    const failure = answer && typeof answer === "object" && answer.success === false ? answer : undefined;
    throw new SubmissionError(
      typeof failure?.error === "string" && failure.error ? failure.error : t("finalCTA.toasts.error.failed"),
      failure?.fields ?? {},
    );
  }
}

/** The toasts of the last submission: sending again clears them instead of stacking more. */
let shown: number[] = [];

function show(options: Parameters<typeof toast>[0]): void {
  shown.push(toast(options));
}

/** Checks the form's values and sends them; the outcome says whether to clear it, and which fields to mark. */
export async function submitEnquiry(
  form: FormData,
  options: {
    readonly locale: Locale;
    readonly t: TFunction<"common">;
    readonly onSending: () => void;
    readonly onRetrying: () => void;
  },
): Promise<{ sent: boolean; problems: ContactProblems }> {
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
