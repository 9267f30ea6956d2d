/** The home page's anchors (DECISIONS.md "Pages → Home": ids are unique on the page). */
export const homeAnchors = {
  industries: "industries",
  platform: "platform",
} as const;
