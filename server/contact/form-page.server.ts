/**
 * The pages that answer the contact form when it was sent without the site's JavaScript (before it
 * arrived, or where it failed): a native POST is validated and stored exactly as the script's call
 * is (contact-function.server.ts), and the visitor gets a translated page instead of JSON. It thanks
 * them, or shows the site's own form again with what to fix and every value they typed. The pages
 * are rendered by the build's entry for them (app/contact-pages/render.server.tsx, built into
 * `build/server/contact-pages.js`) and link the site's stylesheet.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ContactField } from "../../site/contact-fields.ts";
import { cspValue } from "../../site/content-security-policy.ts";
import { isLocale, type Locale } from "../../site/locales.ts";
import { matchPage, pagePath } from "../../site/pages.ts";

/** The policy of these pages: nothing runs, nothing loads but the site's stylesheet; the form posts back here. */
export const formPagePolicy = cspValue({ "style-src": ["'self'"] });

/** What renders the pages, and the site's stylesheet they link (by its hashed path). */
export interface FormPages {
  readonly render: typeof import("../../app/contact-pages/render.server.tsx");
  readonly stylesheet: string;
}

/** The pages' renderer and stylesheet from a build (`npm run build` writes both). */
export async function formPagesOf(buildDir: string): Promise<FormPages> {
  const built = resolve(buildDir, "server");
  const render = (await import(
    pathToFileURL(resolve(built, "contact-pages.js")).href
  )) as typeof import("../../app/contact-pages/render.server.tsx");
  const { stylesheet } = JSON.parse(readFileSync(resolve(built, "admin-assets.json"), "utf8")) as {
    stylesheet: string;
  };
  return { render, stylesheet };
}

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
