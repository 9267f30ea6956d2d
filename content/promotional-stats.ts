/**
 * The promotional statistics of docs/product.md, exactly as the product states them (docs/product.md:
 * shown exactly as given). The values are the same in both languages; what each one measures is
 * translated under `stats.<id>` in the namespace of the page that shows it.
 */
export const promotionalStats = {
  vipPerkRedemption: "75%",
  vipRetention: "85%",
  spendIncrease: "3.2x",
  recommendation: "92%",
  festivalResaleRevenue: "$42,000",
  fraudReduction: "95%",
} as const;

export type PromotionalStat = keyof typeof promotionalStats;
