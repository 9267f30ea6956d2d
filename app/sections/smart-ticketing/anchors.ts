// The product names #vip-season-passes and #secondary-market; the others are ours.
export const smartTicketingAnchors = {
  platform: "platform",
  vipSeasonPasses: "vip-season-passes",
  secondaryMarket: "secondary-market",
  caseStudy: "case-study",
  granularControl: "granular-control",
  resaleStrategy: "resale-strategy",
  finalCta: "final-cta",
} as const;
