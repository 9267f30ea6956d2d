import { createInstance, type i18n as I18n } from "i18next";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import { type Locale, locales } from "../../site/locales.ts";
import { defaultNamespace, type Namespace } from "../../site/pages.ts";
import { translationFilePattern } from "./translation-files.ts";

/** Translation namespaces by name: what prerendering reads from content/ and the browser from /locales. */
export type Bundles = Partial<Record<Namespace, object>>;

/** docs/product.md: up to 10 parallel reads and 5 retries for translation files. */
const translationLoading = { maxParallelReads: 10, maxRetries: 5, retryTimeout: 1000 } as const;

function createI18n(locale: Locale, bundles: Bundles): I18n {
  const instance = createInstance();
  const inBrowser = typeof document !== "undefined";
  // In the browser every namespace comes from /locales/{lng}/{ns}.json (cached from page to page).
  if (inBrowser) instance.use(HttpBackend);
  instance.use(initReactI18next);
  void instance.init({
    lng: locale,
    // The URL decides the language and both dictionaries are complete (tests enforce it), so a
    // Spanish page never falls back to English words; the product's fallback language is the detection
    // fallback (preferred-locale.ts).
    fallbackLng: false,
    supportedLngs: locales,
    load: "languageOnly",
    ns: Object.keys(bundles),
    defaultNS: defaultNamespace,
    resources: { [locale]: bundles },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    ...translationLoading,
    backend: { loadPath: translationFilePattern },
    // A missing key is a bug: it is reported as an error, which fails the end-to-end tests.
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.error(`Missing translation: ${languages.join(",")}/${namespace}:${key}`);
    },
    // In development an edited translation file is loaded again ("loaded"), and the page re-renders.
    react: { useSuspense: true, bindI18n: import.meta.env.DEV ? "languageChanged loaded" : "languageChanged" },
  });
  return instance;
}

let browserInstance: I18n | undefined;

/**
 * The i18next instance for a render: a fresh one per page while prerendering; in the browser one
 * instance for the whole visit, created from the bundles the page's HTML carried.
 */
export function i18nFor(locale: Locale, bundles: Bundles): I18n {
  if (typeof document === "undefined") return createI18n(locale, bundles);
  browserInstance ??= createI18n(locale, bundles);
  return browserInstance;
}

/**
 * The browser's instance for the consent flow (app/consent/consent-island.tsx), the one part of a
 * page that renders in the browser only: its namespaces in the page's language, loaded from
 * /locales before it renders, so it never shows a key or the wrong language.
 */
export async function prepareNavigation(locale: Locale, namespaces: readonly Namespace[]): Promise<I18n> {
  browserInstance ??= createI18n(locale, {});
  const instance = browserInstance;
  const wanted = [defaultNamespace, ...namespaces];
  if (instance.language === locale) {
    await instance.loadNamespaces(wanted);
  } else {
    instance.options.ns = [...new Set([...[instance.options.ns ?? []].flat(), ...wanted])];
    await instance.changeLanguage(locale);
  }
  // A namespace that could not be loaded (after the retries) would show its keys instead of text:
  // the flow fails instead (the page itself is whole without it).
  const missing = wanted.filter((namespace) => !instance.hasResourceBundle(locale, namespace));
  if (missing.length > 0) {
    throw new Error(`Translations not loaded: ${missing.join(", ")}`);
  }
  return instance;
}
