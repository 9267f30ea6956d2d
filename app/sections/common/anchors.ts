/** The music and sports pages' anchors (docs/product.md): the overview cards and calls to action scroll here. */
export const audienceAnchors = {
  platform: "platform",
  smartTicketing: "smart-ticketing",
  digitalExperience: "digital-experience",
  loyaltyRewards: "loyalty-rewards",
  finalCta: "final-cta",
} as const;
