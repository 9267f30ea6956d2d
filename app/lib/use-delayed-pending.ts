import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/**
 * True while a navigation has been loading (its translations) for longer than `delay` ms, so a
 * placeholder replaces the page only when loading is slow enough to be noticed, never as a flash.
 */
export function useDelayedPending(delay = 300): boolean {
  const loading = useNavigation().state === "loading";
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!loading) {
      setPending(false);
      return;
    }
    const timer = setTimeout(() => setPending(true), delay);
    return () => clearTimeout(timer);
  }, [loading, delay]);
  return pending;
}
