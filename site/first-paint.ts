// When a page has painted, and when its stylesheet has arrived: shared by the page loader
// (app/islands/page-loader.inline.ts), the islands' runtime (app/islands/client.tsx) and the cookie
// banner (app/consent/banner.ts).

/**
 * The performance mark a page sets with `<html data-hydrated>`, once what its first view needs runs
 * (app/islands/page-loader.inline.ts, app/islands/client.tsx); `npm run bench` counts what was
 * transferred before it.
 */
export const hydratedMark = "keystub:hydrated";

/** The frame after the next one: a frame's callbacks run before it is presented. */
export function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * Calls `callback` once the browser reports the first contentful paint (frames before it may paint
 * nothing yet), or two frames later where it cannot report paints, and at most after 3 s.
 */
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

/**
 * Once the page's stylesheet has arrived (the page loader enables it after the first paint; the
 * page painted from its critical CSS). What a script shows then (an island as it hydrates, the
 * cookie banner) may use rules the critical CSS does not have: shown before, it would move when the
 * stylesheet comes. Settles at once when nothing is loading.
 */
export function stylesheetArrived(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.disabled && !link.sheet,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((arrived) => {
          link.addEventListener("load", arrived, { once: true });
          link.addEventListener("error", arrived, { once: true });
        }),
    ),
  );
}
