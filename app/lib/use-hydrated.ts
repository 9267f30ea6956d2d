import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while prerendering and during hydration, true after: for markup that depends on what
 * only the browser knows (the real URL of a 404 page), rendered as an update, not a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
