import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  type ContactField,
  type ContactProblems,
  contactFieldDefinitions,
  contactFields,
  contactLimits,
  type FieldDefinition,
  formLocaleField,
  formPageField,
  honeypotField,
  problemMessageKey,
} from "../../../site/contact-fields.ts";
import type { Locale } from "../../../site/locales.ts";
import { reportFailure } from "../../islands/report-failure.ts";
import { translator } from "../../islands/ui-words.tsx";
import { preloadToasts, Toaster } from "../ui/toast.tsx";

// The sending logic (validation schema, functions client, toasts) is fetched when the form is
// first used, so it weighs nothing on a page's first paint.
const loadSubmission = () => import("./contact-submission.ts");

function preload(): void {
  void loadSubmission();
  preloadToasts();
}

const fieldClass =
  "block w-full rounded-xl border border-ink-muted/70 bg-surface px-4 py-3 text-base text-ink shadow-sm transition-colors " +
  "hover:border-ink focus-visible:border-brand disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted " +
  "aria-[invalid=true]:border-danger aria-[invalid=true]:bg-danger/5";

export interface ContactFormProps {
  /** The `finalCTA` translations: labels, messages and toasts. */
  readonly words: { readonly finalCTA: object };
  readonly locale: Locale;
  /** The page's path, sent with the enquiry. */
  readonly page: string;
  /** Where the browser posts the form before (or without) this script: the contact function. */
  readonly action: string;
  readonly privacyPath: string;
  /** What a native POST came back with (app/contact-pages/): each field's problem and the values typed. */
  readonly problems?: ContactProblems;
  readonly values?: Partial<Record<ContactField, string>>;
}

/** The enquiry form (docs/product.md); before it hydrates the browser posts it, answered by a translated page. */
export default function ContactForm({
  words,
  locale,
  page,
  action,
  privacyPath,
  problems: returned = {},
  values = {},
}: ContactFormProps) {
  const id = "final-cta";
  const t = translator(words);
  const [sending, setSending] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [problems, setProblems] = useState<ContactProblems>(returned);
  const busy = useRef(false);
  /** Set by a success (the form is cleared), unset by the next input: see onSubmit. */
  const justSent = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once a submission is over and the form is enabled again. */
  const [focusAfter, setFocusAfter] = useState<{ target: string } | null>(null);

  // A visitor who reached the form before it hydrated may be in it already: its code loads now.
  useEffect(() => {
    if (formElement.current?.contains(document.activeElement)) preload();
  }, []);

  // WCAG 3.3.1 and 2.4.3: a field to fix gets the focus (its message is read with it); otherwise
  // the focus returns to the button, which being disabled while sending had lost it.
  useEffect(() => {
    if (!focusAfter || sending) return;
    const target =
      focusAfter.target === "submit"
        ? submitButton.current
        : formElement.current?.elements.namedItem(focusAfter.target);
    if (target instanceof HTMLElement) target.focus();
  }, [focusAfter, sending]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second click while the first is on its way sends nothing (the button is also disabled).
    if (busy.current) return;
    const form = event.currentTarget;
    // Nor does the second click of a double click that lands after a quick answer: the form it
    // finds is the one the success cleared, untouched since, and the visitor has their thanks.
    if (justSent.current && contactFields.every((name) => String(new FormData(form).get(name) ?? "") === "")) return;
    justSent.current = false;
    busy.current = true;
    let submission: Awaited<ReturnType<typeof loadSubmission>>;
    try {
      submission = await loadSubmission();
    } catch (error) {
      // The sending code did not arrive (a network drop, or a deploy that replaced it): the browser
      // posts the form itself, as before this script ran, and the server answers with a page.
      reportFailure("contact-submission", error);
      form.submit();
      return;
    }
    try {
      const outcome = await submission.submitEnquiry(new FormData(form), {
        locale,
        t: t as never,
        onSending: () => setSending(true),
        onRetrying: () => setRetrying(true),
      });
      setProblems(outcome.problems);
      if (outcome.sent) {
        form.reset();
        justSent.current = true;
      }
      setFocusAfter({ target: Object.keys(outcome.problems)[0] ?? "submit" });
    } finally {
      busy.current = false;
      setSending(false);
      setRetrying(false);
    }
  }

  const field = ({ name, input, optional, autocomplete, wide }: FieldDefinition & { name: ContactField }) => {
    const inputId = `${id}-${name}`;
    const problem = problems[name];
    const errorId = `${inputId}-error`;
    const props = {
      id: inputId,
      name,
      required: !optional,
      autoComplete: autocomplete,
      "aria-invalid": problem ? true : undefined,
      "aria-describedby": problem ? errorId : undefined,
      onInput: problem ? () => setProblems(({ [name]: _, ...rest }) => rest) : undefined,
      // The fieldset disables them too; on each field it is plain to every tool that reads it.
      disabled: sending,
      defaultValue: values[name],
      className: fieldClass,
    };
    return (
      <div key={name} className={wide || input === "multiline" ? "sm:col-span-2" : undefined}>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
          {t(`finalCTA.labels.${name}`)}
        </label>
        {input === "multiline" ? (
          <textarea rows={5} {...props} className={`${fieldClass} min-h-32 resize-y`} />
        ) : input === "email" ? (
          <input type="email" inputMode="email" spellCheck={false} {...props} />
        ) : (
          <input type="text" {...props} />
        )}
        {problem ? (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
            {t(problemMessageKey(name, problem), { max: contactLimits[name] })}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <>
      <form
        ref={formElement}
        // Before the script has taken the form over (or where it failed), the browser posts it to
        // the function itself, which stores it the same way and answers with a translated page.
        action={action}
        method="post"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={onSubmit}
        onInput={() => {
          justSent.current = false;
        }}
        onFocus={preload}
        onPointerEnter={preload}
        className="relative rounded-card bg-surface p-6 shadow-card sm:p-8"
      >
        <fieldset disabled={sending} aria-labelledby={`${id}-title`} className="grid gap-5 sm:grid-cols-2">
          <p className="text-sm text-ink-muted sm:col-span-2">{t("finalCTA.allRequired")}</p>
          <input type="hidden" name={formLocaleField} value={locale} />
          <input type="hidden" name={formPageField} value={page} />
          {contactFieldDefinitions.map(field)}
          {/* Bots fill every field; people never see or reach this one (honeypot). */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-website`}>{t("finalCTA.honeypot")}</label>
            <input id={`${id}-website`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-ink-muted">
              {t("finalCTA.privacyNote")}{" "}
              <a href={privacyPath} className="font-medium text-brand underline underline-offset-2">
                {t("finalCTA.privacyLink")}
              </a>
            </p>
            <button
              ref={submitButton}
              type="submit"
              disabled={sending}
              className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand px-7 py-3 font-semibold text-white transition-colors hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-70"
            >
              {retrying ? t("finalCTA.retrying") : sending ? t("finalCTA.sending") : t("finalCTA.submit")}
            </button>
            {/* Read out once when a send is being tried again (WCAG 4.1.3). */}
            <p role="status" className="sr-only">
              {retrying ? t("finalCTA.retrying") : ""}
            </p>
          </div>
        </fieldset>
      </form>
      <Toaster />
    </>
  );
}
