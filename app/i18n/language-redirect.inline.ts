import { baseLocale, defaultLocale, type Locale, localeFromPath } from "../../site/locales.ts";
import { languageStorageKey } from "./preferred-locale.ts";

/**
 * The inline script in <head> of every page that decides, before the first paint, whether a visitor
 * arriving on an English page is sent to its counterpart in their language (app/i18n/preferred-locale.ts
 * says the rule; the page's counterparts are on the script, `data-counterparts`). The stored language
 * wins; on a first visit the language is detected (the page's own language under a prefix such as
 * /es, else the browser's) and stored, so the next visit is not detected again. Only a
 * default-language page redirects; the URL of a prefixed path always stands.
 *
 * An arrival from another of the site's pages (a same-origin referrer) is never redirected: the
 * visitor followed one of our links. When that page was in another language, they followed the
 * language switch, and this language is now their choice, whether or not any script ran there.
 *
 * The decision is said on <html data-language-redirect> (the target, or "none"), so that a test can
 * tell "no redirect is coming" from "the redirect has not happened yet".
 */

const script = document.currentScript as HTMLScriptElement;
const counterparts = JSON.parse(script.dataset.counterparts ?? "{}") as Partial<Record<Locale, string>>;
const here = localeFromPath(location.pathname);

function store(locale: Locale): void {
  try {
    localStorage.setItem(languageStorageKey, locale);
  } catch {
    // Storage refused (private mode, a policy): the language is detected again next time.
  }
}

let from: string | undefined;
try {
  const referrer = new URL(document.referrer);
  if (referrer.origin === location.origin) from = referrer.pathname;
} catch {
  // No referrer.
}

let target: string | undefined;
if (from !== undefined) {
  if (localeFromPath(from) !== here) store(here);
} else {
  let preferred: Locale | undefined;
  try {
    preferred = baseLocale(localStorage.getItem(languageStorageKey));
  } catch {
    // Storage refused: detect.
  }
  if (!preferred) {
    preferred = here !== defaultLocale ? here : (baseLocale(navigator.language) ?? defaultLocale);
    store(preferred);
  }
  if (here === defaultLocale && preferred !== defaultLocale) target = counterparts[preferred];
}
document.documentElement.dataset.languageRedirect = target ?? "none";
if (target) location.replace(target + location.search + location.hash);
