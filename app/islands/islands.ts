/**
 * Every island (docs/decisions/0010-islands.md), declared once: its name and when it loads. Its
 * module is `<name>.island.tsx`, anywhere under app/, and its default export is the island's
 * component. From here follow the runtime's loading (app/islands/registry.ts), what a page's
 * prerender writes for it (app/islands/island.tsx) and the files the page loader asks for
 * (scripts/prerender.ts).
 *
 * `now` islands load once the page has painted (they are the first view: the heroes); `visible`
 * ones when they come near the viewport. Each is a file of its own.
 */
export const islands = {
  "rotating-hero": "now",
  "contact-form": "visible",
  "fee-estimator": "visible",
  carousel: "visible",
} as const satisfies Record<string, IslandLoad>;

export type IslandName = keyof typeof islands;

/** When an island's code loads and hydrates: once the page has painted, or when it nears the viewport. */
export type IslandLoad = "now" | "visible";

/** The island a module path (`…/<name>.island.tsx`) holds. */
export function islandOf(path: string): IslandName | undefined {
  const name = /([\w-]+)\.island\.tsx$/.exec(path)?.[1];
  return name && name in islands ? (name as IslandName) : undefined;
}
