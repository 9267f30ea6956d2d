import { type Locale, localeDefinition, localeTag } from "../site/locales.ts";

/**
 * How the site writes money, percentages and counts. Spanish follows es-US (comma for thousands) and
 * writes "USD 0.30": "$" alone reads as the local peso in much of Latin America.
 */
export interface MoneyOptions {
  /** "always" prints cents (fee tables: "$2.00"); "auto" drops them from whole amounts ("$250,000"). */
  readonly cents?: "always" | "auto";
}

export function formatMoney(cents: number, locale: Locale, { cents: show = "always" }: MoneyOptions = {}): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(localeTag(locale), {
    style: "currency",
    currency: "USD",
    currencyDisplay: localeDefinition(locale).currencyDisplay,
    minimumFractionDigits: show === "auto" && whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

// Not Intl's percent style: browsers' data disagree on Spanish ("2.9 %"), and the estimator renders on
// the server and again in the browser.
export function formatPercent(basisPoints: number, locale: Locale): string {
  return `${new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 2 }).format(basisPoints / 100)}%`;
}

/** An amount without its currency, as typed into a price field: 125050 → "1,250.50". */
export function formatAmount(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
}

/** A whole count: 500000 → "500,000". */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 }).format(value);
}

/** How many times more: 3.2 → "3.2x". */
export function formatMultiple(value: number, locale: Locale): string {
  return `${new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 1 }).format(value)}x`;
}
