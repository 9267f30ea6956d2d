/** The pages answering the form sent without the site's script (app/contact-pages/). */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type ContactField,
  contactFieldDefinitions,
  contactFields,
  formLocaleField,
  formPageField,
  honeypotField,
} from "../../site/contact-fields.ts";
import { cspValue } from "../../site/content-security-policy.ts";
import { isLocale, type Locale, locales } from "../../site/locales.ts";
import { allPagePaths, matchPage, pagePath } from "../../site/pages.ts";

/** The policy of these pages: nothing runs, nothing loads but the site's stylesheet; the form posts back here. */
export const formPagePolicy = cspValue({ "style-src": ["'self'"] });

export type FormPages = Awaited<ReturnType<typeof formPagesOf>>;

/** What renders the pages, and the site's stylesheet they link (by its hashed path). */
export async function formPagesOf(buildDir: string) {
  const built = resolve(buildDir, "server");
  const render = (await import(
    pathToFileURL(resolve(built, "contact-pages.js")).href
  )) as typeof import("../../app/contact-pages/render.server.tsx");
  const assets = JSON.parse(readFileSync(resolve(built, "admin-assets.json"), "utf8")) as { stylesheet: string };
  return { render, stylesheet: assets.stylesheet };
}

export type FormValues = Partial<Record<ContactField, string>>;

/** The page a form came from, when it is one of the site's pages; else the language's home page. */
export function returnPath(locale: Locale, page: string | null | undefined): string {
  return page && matchPage(page) ? page : pagePath("home", locale);
}

export function formLocale(value: string | null | undefined, fallback: Locale): Locale {
  return isLocale(value) ? value : fallback;
}

/** Where an unread native POST (413, 408) came from: the site's page its `Referer` names, else the fallback's home. */
export function postedFrom(referer: string | undefined, fallback: Locale): { locale: Locale; page: string | null } {
  const path = referer && URL.canParse(referer) ? new URL(referer).pathname : undefined;
  const page = path === undefined ? undefined : matchPage(path);
  return page ? { locale: page.locale, page: path ?? null } : { locale: fallback, page: null };
}

/**
 * The largest body a valid enquiry makes as a form the browser posts: every field at its bound in
 * 4-byte characters (12 bytes percent-encoded), the address, language and longest page at 3 bytes
 * a character, the names, `=` and `&`, rounded up to a KiB (48 KiB).
 */
export const formBodyLimit = (() => {
  const percentEncoded = 3;
  const names = [...contactFields, honeypotField, formLocaleField, formPageField];
  const syntax = names.reduce((bytes, name) => bytes + name.length + 1, names.length - 1);
  const limits = (ascii: boolean) =>
    contactFieldDefinitions.reduce((sum, field) => sum + ((field.input === "email") === ascii ? field.limit : 0), 0);
  const wide = 4 * percentEncoded * limits(false);
  const longest = (values: readonly string[]) => Math.max(...values.map((value) => value.length));
  const ascii = percentEncoded * (limits(true) + longest(locales) + longest(allPagePaths()));
  return Math.ceil((syntax + wide + ascii) / 1024) * 1024;
})();
