import { baseLocale, defaultLocale, type Locale, localeFromPath } from "../../site/locales.ts";
import { languageStorageKey } from "./preferred-locale.ts";

// Before the first paint, an English page may send the visitor to their language's counterpart: the
// stored language, else one detected once and stored; never on arrival from our own pages.

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
