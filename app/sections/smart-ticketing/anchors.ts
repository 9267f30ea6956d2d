/**
 * The smart-ticketing page's anchors (SPEC.md §2 "Home page", Reading B, which DECISIONS.md puts
 * on /music/smart-ticketing): the spec names #vip-season-passes and #secondary-market and a hero
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
