// Inline-script code that waits for the first paint, shared by the build and the app.

/**
 * `afterFirstPaint(callback)`: once the browser reports the first contentful paint (frames before
 * it may paint nothing yet), or two frames where it cannot report paints, and at most after 3 s.
 * `painted()`: a promise of the frame after the next one (a frame's callbacks run before it is
 * presented). Used by the page's inline loader (app/islands/page-loader.ts).
 */
export const firstPaintSnippet = [
  "const painted=()=>new Promise(r=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(r))));",
  "const afterFirstPaint=f=>{let done=false;const go=()=>{if(!done){done=true;setTimeout(f)}};",
  'if(PerformanceObserver.supportedEntryTypes?.includes("paint"))',
  'new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});',
  "else painted().then(go);setTimeout(go,3000)};",
].join("");

/**
 * The performance mark a page sets with `<html data-hydrated>`, once what its first view needs runs
 * (app/islands/page-loader.ts, app/islands/client.tsx); `npm run bench` counts what was transferred before it.
 */
export const hydratedMark = "keystub:hydrated";
