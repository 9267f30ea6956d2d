/**
 * The pages that answer the contact form when it was sent without the site's JavaScript (before it
 * arrived, or where it failed): a native POST is validated and stored exactly as the script's call
 * is (contact-function.server.ts), and the visitor gets a translated page instead of JSON. It thanks
 * them, or shows what to fix with every value they typed kept in a form that sends again.
 *
 * Rendered with React DOM's server renderer (it escapes every value); the page is self-contained
 * (one small stylesheet, allowed by its hash in the page's Content-Security-Policy) so that it
 * reads the same wherever the function runs, on the site's own server or on a separate backend.
 */
import { createHash } from "node:crypto";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HtmlDocument } from "../../app/html-document.ts";
import {
  type ContactField,
  type ContactProblems,
  contactFields,
  contactFunctionPath,
  contactLimits,
  formLocaleField,
  formPageField,
  honeypotField,
  problemMessageKey,
} from "../../site/contact-fields.ts";
import { cspValue } from "../../site/content-security-policy.ts";
import { isLocale, type Locale } from "../../site/locales.ts";
import { absoluteUrl, matchPage, pagePath } from "../../site/pages.ts";
import { translate } from "./messages.server.ts";

const style = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
body{margin:0;padding:2rem 1.25rem;line-height:1.5}
main{max-width:40rem;margin:0 auto;background:#fff;border-radius:1.25rem;padding:1.5rem;box-shadow:0 1px 3px rgb(15 23 42/.12)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
p{margin:0 0 1rem}
a{color:#4338ca;font-weight:600}
label{display:block;font-weight:600;margin:1rem 0 .375rem}
input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.75rem 1rem;border:1px solid #64748b;border-radius:.75rem}
textarea{min-height:8rem;resize:vertical}
[aria-invalid=true]{border-color:#b91c1c;background:#fef2f2}
.error{color:#b91c1c;font-weight:500;margin:.375rem 0 0}
.summary{border-left:4px solid #b91c1c;padding-left:1rem}
button{margin-top:1.5rem;font:inherit;font-weight:600;color:#fff;background:#4338ca;border:0;border-radius:999px;padding:.75rem 1.75rem;cursor:pointer}
.hidden{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
`;

const styleHash = `'sha256-${createHash("sha256").update(style).digest("base64")}'`;

/** The policy of these pages: nothing runs, nothing loads but the inline style; the form posts back here. */
export const formPagePolicy = cspValue({ "style-src": [styleHash] });

/** What the visitor sent, as text (the form's own fields only). */
export type FormValues = Partial<Record<ContactField, string>>;

/** The page a form came from, when it is one of the site's pages; else the language's home page. */
export function returnPath(locale: Locale, page: string | null | undefined): string {
  return page && matchPage(page) ? page : pagePath("home", locale);
}

/** The language a native POST asked for: its hidden field when it names a language. */
export function formLocale(value: string | null | undefined, fallback: Locale): Locale {
  return isLocale(value) ? value : fallback;
}

function document(locale: Locale, title: string, body: ReactNode): string {
  const head = [
    h("meta", { key: "robots", name: "robots", content: "noindex" }),
    h("title", { key: "title" }, title),
    h("style", { key: "style" }, style),
  ];
  return `<!DOCTYPE html>${renderToStaticMarkup(h(HtmlDocument, { lang: locale, head }, h("main", null, body)))}`;
}

/** The thanks page, after a native POST was stored (reached by the redirect that follows it). */
export function thanksPage(siteUrl: string, locale: Locale, page: string | null): string {
  const t = translate(locale);
  const title = t("finalCTA.toasts.success.title");
  return document(
    locale,
    title,
    h(
      "div",
      { role: "status" },
      h("h1", null, title),
      h("p", null, t("finalCTA.toasts.success.description")),
      h("p", null, h("a", { href: absoluteUrl(siteUrl, returnPath(locale, page)) }, t("finalCTA.page.back"))),
    ),
  );
}

/**
 * The form again, with what to fix: the server's message, each field's problem under it, and every
 * value the visitor typed. It posts to the same function, so fixing and sending is one step.
 */
export function problemsPage(options: {
  readonly siteUrl: string;
  readonly locale: Locale;
  readonly page: string | null;
  readonly message: string;
  readonly problems: ContactProblems;
  readonly values: FormValues;
}): string {
  const { locale, problems, values } = options;
  const t = translate(locale);
  const title = t("finalCTA.toasts.error.title");
  const field = (name: ContactField) => {
    const id = `field-${name}`;
    const problem = problems[name];
    const common = {
      id,
      name,
      required: true,
      "aria-invalid": problem ? true : undefined,
      "aria-describedby": problem ? `${id}-error` : undefined,
    };
    return h(
      "div",
      { key: name },
      h("label", { htmlFor: id }, t(`finalCTA.labels.${name}`)),
      name === "interest"
        ? h("textarea", { ...common, rows: 5, defaultValue: values[name] ?? "" })
        : h("input", {
            ...common,
            type: name === "email" ? "email" : "text",
            autoComplete: name === "organization" ? "organization" : name,
            defaultValue: values[name] ?? "",
          }),
      problem
        ? h(
            "p",
            { id: `${id}-error`, className: "error" },
            t(problemMessageKey(name, problem), { max: contactLimits[name] }),
          )
        : null,
    );
  };
  return document(
    locale,
    title,
    h(
      "form",
      { method: "post", action: contactFunctionPath, noValidate: true, "aria-labelledby": "title" },
      h("div", { role: "alert", className: "summary" }, h("h1", { id: "title" }, title), h("p", null, options.message)),
      h("input", { type: "hidden", name: formLocaleField, value: locale }),
      h("input", { type: "hidden", name: formPageField, value: returnPath(locale, options.page) }),
      ...contactFields.map(field),
      h(
        "div",
        { className: "hidden", "aria-hidden": true },
        h("label", { htmlFor: "field-website" }, t("finalCTA.honeypot")),
        h("input", { id: "field-website", name: honeypotField, type: "text", tabIndex: -1, autoComplete: "off" }),
      ),
      h(
        "p",
        null,
        t("finalCTA.privacyNote"),
        " ",
        h("a", { href: absoluteUrl(options.siteUrl, pagePath("privacy", locale)) }, t("finalCTA.privacyLink")),
      ),
      h("button", { type: "submit" }, t("finalCTA.submit")),
      h(
        "p",
        null,
        h("a", { href: absoluteUrl(options.siteUrl, returnPath(locale, options.page)) }, t("finalCTA.page.back")),
      ),
    ),
  );
}
