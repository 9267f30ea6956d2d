/**
 * Every island (docs/decisions/0010-islands.md): its name and when it loads, `now` (once the page
 * has painted, in React's own file: the heroes) or `visible` (near the viewport, in a file of its
 * own). Its module is `<name>.island.tsx` under app/, the component its default export.
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
