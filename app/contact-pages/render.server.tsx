/**
 * The pages that answer the contact form when it was posted without the site's JavaScript (before
 * it arrived, or where it failed): the thanks page, and the form again with what to fix. The form is
 * the site's own (app/components/contact/contact-form.island.tsx), rendered here with the problems
 * and every value the visitor typed, on a page that links the site's stylesheet. Rendered by the
 * server at each answer (server/contact/form-page.server.ts) from the build's entry
 * (`build/server/contact-pages.js`), never hydrated: it posts to the contact function as it is.
 */
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
  /** The site's stylesheet, by its hashed path. */
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
      <p className="mt-6">
        <a href={back} className="font-semibold text-brand underline underline-offset-2">
          {text(locale, "finalCTA.page.back")}
        </a>
      </p>
    </div>,
  );
}

/**
 * The form again, with what to fix: the server's message, each field's problem under it, and every
 * value the visitor typed. It posts to the same function, so fixing and sending is one step.
 */
export function problemsPage(
  options: PageOptions & {
    readonly siteUrl: string;
    /** The page the form was on, a path of the site (sent again with the form). */
    readonly page: string;
    readonly action: string;
    readonly message: string;
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
      {/* The form is labelled by this heading, as on the site by its section's (final-cta-title). */}
      <div role="alert" className="mb-6 border-l-4 border-danger pl-4">
        <h1 id="final-cta-title" className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h1>
        <p className="mt-2 text-lg text-pretty">{options.message}</p>
      </div>
      <IslandRoot
        page={pageInfo(options.page)}
        words={uiWordsOf(bundles.common)}
        component={ContactForm}
        props={{
          words: { finalCTA: (bundles.common as Record<string, object>).finalCTA ?? {} },
          locale,
          page: options.page,
          action: options.action,
          privacyPath: new URL(pagePath("privacy", locale), options.siteUrl).href,
          problems: options.problems,
          values: options.values,
        }}
      />
      <p className="mt-6">
        <a href={back} className="font-semibold text-brand underline underline-offset-2">
          {text(locale, "finalCTA.page.back")}
        </a>
      </p>
    </>,
  );
}
