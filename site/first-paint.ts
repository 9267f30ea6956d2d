// When a page has painted, for the page loader (app/islands/page-loader.inline.ts), and the mark it
// sets once what the first view needs runs.

/** The mark a page sets with `<html data-hydrated>`; `npm run bench` counts what was transferred before it. */
export const hydratedMark = "keystub:hydrated";

/** The frame after the next one: a frame's callbacks run before it is presented. */
export function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
}

/** Calls `callback` at the first contentful paint, or two frames later where paints are not reported; at most 3 s. */
export function afterFirstPaint(callback: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    setTimeout(callback);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      go();
    }).observe({ type: "paint", buffered: true });
  } else {
    void painted().then(go);
  }
  setTimeout(go, 3000);
}
