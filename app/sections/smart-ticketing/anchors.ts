/**
 * The smart-ticketing page's anchors (docs/product.md, Reading B, which docs/product.md puts
 * on /music/smart-ticketing): the product names #vip-season-passes and #secondary-market and a hero
 * button scrolling to the platform section; the others are ours.
 */
export const smartTicketingAnchors = {
  platform: "platform",
  vipSeasonPasses: "vip-season-passes",
  secondaryMarket: "secondary-market",
  caseStudy: "case-study",
  granularControl: "granular-control",
  resaleStrategy: "resale-strategy",
  finalCta: "final-cta",
} as const;
