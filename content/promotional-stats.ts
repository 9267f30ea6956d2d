import type { Locale } from "../site/locales.ts";
import { formatMoney, formatMultiple, formatPercent } from "./fee-schedule-format.ts";

// Kept as numbers and written through the site's formatters, like every other amount.
type Figure = { readonly percent: number } | { readonly cents: number } | { readonly times: number };

export const promotionalStats = {
  vipPerkRedemption: { percent: 75 },
  vipRetention: { percent: 85 },
  spendIncrease: { times: 3.2 },
  recommendation: { percent: 92 },
  festivalResaleRevenue: { cents: 4_200_000 },
  fraudReduction: { percent: 95 },
} as const satisfies Record<string, Figure>;

export type PromotionalStat = keyof typeof promotionalStats;

/** A statistic as a page shows it in `locale`: "75%", "3.2x", "$42,000" / "USD 42,000". */
export function formatStat(id: PromotionalStat, locale: Locale): string {
  const figure: Figure = promotionalStats[id];
  if ("percent" in figure) return formatPercent(figure.percent * 100, locale);
  if ("cents" in figure) return formatMoney(figure.cents, locale, { cents: "auto" });
  return formatMultiple(figure.times, locale);
}
