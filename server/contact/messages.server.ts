/** From the pages' own translation files, so the form can show them as they are (docs/product.md). */
import { createInstance } from "i18next";
import Negotiator from "negotiator";
import { readDictionary } from "../../content/dictionaries.ts";
import type { ContactErrorCode } from "../../site/contact-fields.ts";
import { defaultLocale, isLocale, type Locale, locales } from "../../site/locales.ts";

const resources = Object.fromEntries(
  locales.map((locale) => [
    locale,
    {
      common: readDictionary(locale, "common"),
      // The team's inbox (server/admin/), which the public pages never carry.
      admin: readDictionary(locale, "admin"),
    },
  ]),
);

const i18n = createInstance();
void i18n.init({
  resources,
  lng: defaultLocale,
  fallbackLng: false,
  supportedLngs: locales,
  defaultNS: "common",
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** By Accept-Language: "es-MX" is served by "es". */
export function requestLocale(acceptLanguage: string | undefined): Locale {
  const headers = acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage };
  const [preferred] = new Negotiator({ headers }).languages([...locales]);
  return isLocale(preferred) ? preferred : defaultLocale;
}

/** A refusal's text: `payload_too_large`'s is `finalCTA.server.payloadTooLarge`. */
export const serverMessage = (locale: Locale, code: ContactErrorCode, count?: number) =>
  translate(locale)(
    `finalCTA.server.${code.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())}`,
    count === undefined ? {} : { count },
  );

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * Any text of a server-side dictionary in one language: the form's (common.json), for the pages
 * that answer a native POST, or the team's inbox (admin.json).
 */
export function translate(locale: Locale, namespace: "common" | "admin" = "common"): Translate {
  const t = i18n.getFixedT(locale);
  return (key, values = {}) => t(key as "finalCTA.submit", { ...values, ns: namespace }) as string;
}
