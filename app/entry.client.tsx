import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydratedMark } from "../site/first-paint.ts";
import { cacheWebFont } from "./styles/web-font.ts";

/**
 * React Router decodes the prerendered state before its first render can finish: the first call
 * of `HydratedRouter` starts the decoding and throws its promise, Suspense style. Waiting for it
 * here means hydration never suspends at the root.
 */
async function decodePrerenderedState(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    else throw thrown;
  }
}

await decodePrerenderedState();
// A task of its own for hydration: the modules' evaluation and the hydration of the page are two
// shorter tasks rather than one long one that blocks a tap for both (Total Blocking Time).
await new Promise((resolve) => setTimeout(resolve, 0));
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
performance.mark(hydratedMark);
// Inter, for the pages that follow (styles/web-font.ts).
setTimeout(cacheWebFont);
