/** The sports page's anchors (docs/product.md), the same names as the music page's. */
export const sportsAnchors = {
  platform: "platform",
  smartTicketing: "smart-ticketing",
  digitalExperience: "digital-experience",
  loyaltyRewards: "loyalty-rewards",
  finalCta: "final-cta",
} as const;
