import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False until hydrated: markup that only the browser knows is rendered as an update, not a mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
