import { useEffect, useState, useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * Whether the visitor asked for less motion (WCAG 2.2 SC 2.3.3). False while prerendering, so the
 * first paint is the same for everyone; nothing moves before hydration anyway.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * A counter that advances every `interval` ms while `running` (docs/product.md rotation timings).
 * `restart` changes (a manual move) start the interval over, so a visitor's choice is shown for a
 * full period before the next automatic move.
 */
export function useTicker(interval: number, running: boolean, restart?: unknown): number {
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `restart` only restarts the timer
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setTick((value) => value + 1), interval);
    return () => window.clearInterval(id);
  }, [interval, running, restart]);
  return tick;
}
