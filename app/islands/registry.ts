import type { ComponentType } from "react";
import { type IslandName, islandOf } from "./islands.ts";

// Every island's module (app/islands/islands.ts), each loaded on its own: Vite splits each into its own file.
const modules = new Map(
  Object.entries(import.meta.glob<{ default: ComponentType<object> }>("../**/*.island.tsx")).map(
    ([path, load]) => [islandOf(path), load] as const,
  ),
);

export function loadIsland(name: IslandName): Promise<ComponentType<object>> {
  const load = modules.get(name);
  if (!load) return Promise.reject(new Error(`No module for the island ${name}`));
  return load().then((module) => module.default);
}
