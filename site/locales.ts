// The site's languages (docs/i18n.md): no other code names a language.
export interface LocaleDefinition {
  /** Its name in itself, as the language switch reads it out: "English", "Español". */
  readonly name: string;
  /** Where its pages live: "" for the default language, "/es" for one under its own prefix. */
  readonly prefix: string;
  /** The BCP 47 tag its numbers, dates and amounts are written with (Intl). */
  readonly tag: string;
  /** Its Open Graph locale (language_TERRITORY). */
  readonly ogLocale: string;
  /** How amounts show the currency: "$250,000" (symbol) or "USD 250,000" (code). */
  readonly currencyDisplay: "symbol" | "code";
  /** A pseudo-locale shows this language's dictionaries, accented and bracketed. */
  readonly pseudoOf?: Locale;
}

const publicLocales = {
  en: { name: "English", prefix: "", tag: "en-US", ogLocale: "en_US", currencyDisplay: "symbol" },
  // US Hispanic and Latin American readers: es-US numbers; "USD" because "$" alone reads as pesos.
  es: { name: "Español", prefix: "/es", tag: "es-US", ogLocale: "es_LA", currencyDisplay: "code" },
} as const satisfies Record<string, LocaleDefinition>;

export type Locale = keyof typeof publicLocales;
export const defaultLocale = "en" satisfies Locale;

declare const __PSEUDO_LOCALE__: boolean | undefined;

// The test build's extra language (PSEUDO_LOCALE=1, docs/i18n.md), never built for the public site.
export const pseudoLocale = {
  code: "xa",
  definition: {
    name: "Ƥšéûđöļöçåļé",
    prefix: "/xa",
    tag: "en-XA",
    ogLocale: "en_XA",
    currencyDisplay: "symbol",
    pseudoOf: defaultLocale,
  },
} as const satisfies { code: string; definition: LocaleDefinition };

export const pseudoLocaleEnabled: boolean =
  typeof __PSEUDO_LOCALE__ === "boolean" ? __PSEUDO_LOCALE__ : globalThis.process?.env?.PSEUDO_LOCALE === "1";

const definitions: ReadonlyMap<string, LocaleDefinition> = new Map<string, LocaleDefinition>([
  ...Object.entries(publicLocales),
  ...(pseudoLocaleEnabled ? [[pseudoLocale.code, pseudoLocale.definition] as const] : []),
]);

/** Every language the site is built in, the default first (the pseudo-locale included when enabled). */
export const locales = [...definitions.keys()] as readonly Locale[];

export function localeDefinition(locale: Locale): LocaleDefinition {
  const definition = definitions.get(locale);
  if (!definition) throw new Error(`Unknown locale ${locale}`);
  return definition;
}

/** The language whose texts, pictures and legal documents a language shows: itself, or a pseudo-locale's source. */
export function sourceLocale(locale: Locale): Locale {
  return localeDefinition(locale).pseudoOf ?? locale;
}

export function localeTag(locale: Locale): string {
  return localeDefinition(locale).tag;
}

const languageNames = new Map<Locale, Intl.DisplayNames>();

/** A language by its code, named in another ("es" in English: "Spanish"), or the code when it has no name. */
export function languageName(locale: Locale, code: string): string {
  const names = languageNames.get(locale) ?? new Intl.DisplayNames([localeTag(locale)], { type: "language" });
  languageNames.set(locale, names);
  return names.of(code) ?? code;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && definitions.has(value);
}

/** Reduces a regional code ("es-MX", "en_GB") to a supported base language, or undefined. */
export function baseLocale(tag: string | null | undefined): Locale | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** The URL decides the language of a page (docs/product.md, "Languages"): "/es" and "/es/…" are Spanish. */
export function localeFromPath(pathname: string): Locale {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return locales.find((locale) => locale !== defaultLocale && under(localeDefinition(locale).prefix)) ?? defaultLocale;
}

/** A path without its language's prefix: "/es/musica" → "/musica", "/es" → "/". */
export function withoutPrefix(pathname: string): string {
  const { prefix } = localeDefinition(localeFromPath(pathname));
  return pathname.slice(prefix.length) || "/";
}

/** A default-language path under a language's prefix: "/music" → "/es/music", "/" → "/es". */
export function withPrefix(pathname: string, locale: Locale): string {
  const { prefix } = localeDefinition(locale);
  return pathname === "/" ? prefix || "/" : `${prefix}${pathname}`;
}

/** The languages with texts and pictures of their own: all but a pseudo-locale. */
export const sourceLocales: readonly Locale[] = locales.filter((locale) => sourceLocale(locale) === locale);
