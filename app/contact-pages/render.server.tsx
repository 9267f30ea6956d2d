// The answers to the form posted without JavaScript: thanks, the form again with what to fix, an
// unreadable form. Rendered by the server, never hydrated.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ContactField, ContactProblems } from "../../site/contact-fields.ts";
import type { Locale } from "../../site/locales.ts";
import { pagePath } from "../../site/pages.ts";
import ContactForm from "../components/contact/contact-form.island.tsx";
import { HtmlDocument } from "../html-document.ts";
import { bundlesFor, lookup } from "../i18n/bundles.server.ts";
import { pageInfo } from "../i18n/use-locale.ts";
import { IslandRoot } from "../islands/island-root.tsx";
import { uiWordsOf } from "../islands/ui-words.tsx";

interface PageOptions {
  readonly locale: Locale;
  readonly stylesheet: string;
  /** Where "back" leads: the page the form was on, on the public site. */
  readonly back: string;
}

function page({ locale, stylesheet }: PageOptions, title: string, body: ReactNode): string {
  const head = (
    <>
      <meta name="robots" content="noindex" />
      <title>{title}</title>
      <link rel="stylesheet" href={stylesheet} />
    </>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <HtmlDocument lang={locale} head={head}>
      <main className="min-h-dvh bg-surface-muted">
        <div className="mx-auto max-w-2xl px-5 py-12 sm:py-16">{body}</div>
      </main>
    </HtmlDocument>,
  )}`;
}

// The words of each language, read once: the dictionaries change only with a new build.
const read = new Map<Locale, ReturnType<typeof bundlesFor>>();
function words(locale: Locale) {
  const bundles = read.get(locale) ?? bundlesFor(locale, []);
  read.set(locale, bundles);
  return bundles;
}
const text = (locale: Locale, key: string) => lookup(words(locale), "common", key);

function BackLink({ locale, back }: Pick<PageOptions, "locale" | "back">) {
  return (
    <p className="mt-6">
      <a href={back} className="font-semibold text-brand underline underline-offset-2">
        {text(locale, "finalCTA.page.back")}
      </a>
    </p>
  );
}

/** The thanks page, after a native POST was stored (reached by the redirect that follows it). */
export function thanksPage(options: PageOptions): string {
  const { locale, back } = options;
  const title = text(locale, "finalCTA.toasts.success.title");
  return page(
    options,
    title,
    <div role="status" className="rounded-card bg-surface p-6 shadow-card sm:p-8">
      <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
      <p className="mt-4 text-lg text-ink-muted text-pretty">{text(locale, "finalCTA.toasts.success.description")}</p>
      <BackLink locale={locale} back={back} />
    </div>,
  );
}

interface RefusalOptions extends PageOptions {
  readonly siteUrl: string;
  /** Why the form was not sent, in the visitor's language. */
  readonly message: string;
}

/** What went wrong, under the heading that labels the form (as on the site, final-cta-title). */
function Refusal({ title, message }: { readonly title: string; readonly message: string }) {
  return (
    <div role="alert" className="mb-6 border-l-4 border-danger pl-4">
      <h1 id="final-cta-title" className="text-3xl font-bold tracking-tight text-balance">
        {title}
      </h1>
      <p className="mt-2 text-lg text-pretty">{message}</p>
    </div>
  );
}

/** The form again, with each field's problem and every value typed; fixing and sending is one step. */
export function problemsPage(
  options: RefusalOptions & {
    /** The page the form was on, a path of the site (sent again with the form). */
    readonly page: string;
    readonly action: string;
    readonly problems: ContactProblems;
    readonly values: Partial<Record<ContactField, string>>;
  },
): string {
  const { locale, back } = options;
  const bundles = words(locale);
  const title = text(locale, "finalCTA.toasts.error.title");
  return page(
    options,
    title,
    <>
      <Refusal title={title} message={options.message} />
      <IslandRoot
        page={pageInfo(options.page)}
        words={uiWordsOf(bundles.common)}
        component={ContactForm}
        props={{
          words: { finalCTA: (bundles.common as Record<string, object>).finalCTA ?? {} },
          locale,
          page: options.page,
          action: options.action,
          privacyPath: privacyUrl(options),
          problems: options.problems,
          values: options.values,
        }}
      />
      <BackLink locale={locale} back={back} />
    </>,
  );
}

/** A form whose body was never read (too large or too slow): no values, they never arrived. */
export function unreadPage(options: RefusalOptions): string {
  const { locale, back } = options;
  const title = text(locale, "finalCTA.toasts.error.title");
  return page(
    options,
    title,
    <div className="rounded-card bg-surface p-6 shadow-card sm:p-8">
      <Refusal title={title} message={options.message} />
      <BackLink locale={locale} back={back} />
      <p className="mt-6 text-sm text-ink-muted">
        {text(locale, "finalCTA.privacyNote")}{" "}
        <a href={privacyUrl(options)} className="font-medium text-brand underline underline-offset-2">
          {text(locale, "finalCTA.privacyLink")}
        </a>
      </p>
    </div>,
  );
}

function privacyUrl({ locale, siteUrl }: { readonly locale: Locale; readonly siteUrl: string }): string {
  return new URL(pagePath("privacy", locale), siteUrl).href;
}
