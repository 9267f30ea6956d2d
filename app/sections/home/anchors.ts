/** The home page's anchors (docs/product.md: ids are unique on the page). */
export const homeAnchors = {
  industries: "industries",
  platform: "platform",
} as const;
