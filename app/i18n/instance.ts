import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { type Locale, locales } from "../../site/locales.ts";
import { defaultNamespace, type Namespace } from "../../site/pages.ts";

/** Translation namespaces by name, as prerendering reads them from content/ (bundles.server.ts). */
export type Bundles = Partial<Record<Namespace, object>>;

/** The i18next instance of one page's prerender; no page downloads i18next (app/islands/ui-words.tsx). */
export function i18nFor(locale: Locale, bundles: Bundles): I18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: locale,
    // The URL decides the language and both dictionaries are complete, so nothing falls back.
    fallbackLng: false,
    supportedLngs: locales,
    load: "languageOnly",
    ns: Object.keys(bundles),
    defaultNS: defaultNamespace,
    resources: { [locale]: bundles },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A missing key is a bug: it is reported as an error, which fails the build and the tests.
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.error(`Missing translation: ${languages.join(",")}/${namespace}:${key}`);
    },
    // Everything is in `resources` before the render: nothing to wait for.
    react: { useSuspense: false },
  });
  return instance;
}
