/**
 * The six studios of SPEC.md §2 "Platform page", in the spec's order, each with its anchor and the
 * modules the spec lists for it. The copy lives under `platform:studios.<key>`.
 */
export const studios = [
  { key: "access", id: "access-studio", modules: ["builder", "commerce", "marketplace", "rules"] },
  { key: "experience", id: "experience-studio", modules: ["core", "connect", "ai", "personalization"] },
  { key: "loyalty", id: "loyalty-studio", modules: ["engine", "offers", "connect", "leads"] },
  {
    key: "marketing",
    id: "marketing-studio",
    modules: ["mailer", "boost", "embed", "ads", "social", "notify"],
  },
  { key: "reporting", id: "reporting-studio", modules: ["hub", "share", "campaigns", "engagement"] },
  { key: "ai", id: "ai-studio", modules: ["insights", "segments", "prediction"] },
] as const;

export type Studio = (typeof studios)[number];
