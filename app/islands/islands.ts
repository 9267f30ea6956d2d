// Every island, declared once: `now` ones load once the page has painted, `visible` ones near the
// viewport. Its module is `<name>.island.tsx` under app/, its default export the component.
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
