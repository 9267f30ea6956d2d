import { useHydrated } from "./use-hydrated.ts";

declare const __BUILD_YEAR__: number;

/**
 * The current year for the copyright line (docs/product.md). The prerendered HTML carries the
 * build year and hydration must render the same text, so the visitor's own year replaces it right
 * after hydration: a page built in December still says the right year in January.
 */
export function useCurrentYear(): number {
  return useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
}
