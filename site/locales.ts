/** The site's languages. English is the default and lives at unprefixed paths; Spanish under /es. */
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** BCP 47 tags for Open Graph and number/date formatting. */
export const localeTags: Record<Locale, string> = { en: "en-US", es: "es-US" };
export const ogLocales: Record<Locale, string> = { en: "en_US", es: "es_LA" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Reduces a regional code ("es-MX", "en_GB") to a supported base language, or undefined. */
export function baseLocale(tag: string | null | undefined): Locale | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** The URL decides the language of a page (docs/product.md, "Routes and languages"). */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}
