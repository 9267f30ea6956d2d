/**
 * The anchors of the smart-ticketing page, /music/smart-ticketing (docs/product.md, "Pages"): the product names #vip-season-passes and #secondary-market and a hero
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
