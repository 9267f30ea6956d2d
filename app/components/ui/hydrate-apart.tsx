import { Children, type ReactNode, Suspense, useState } from "react";

/**
 * Hydration in slices (issue "Instant on a phone": Total Blocking Time). Hydrating a long page in
 * one task blocks a tap for all of it: about 300 ms on a mid-range phone for the pricing and legal
 * pages. A part of the page wrapped in <HydrateApart> hydrates in a task of its own instead, after
 * the rest of the page and after the parts before it, a few milliseconds later.
 *
 * How: while the document hydrates, the part suspends on a promise of its turn. Preact keeps
 * suspended, prerendered DOM as it is and resumes hydrating it when the promise settles (Preact's
 * resumed hydration). Preact keeps exactly one DOM node for a suspended part, so the child must
 * render exactly one element, like a <section>. After the document's hydration, and on the server
 * and in development (React), it renders its children as they are.
 *
 * Wrap a part where it is used, above the component whose hooks give it its props: hydration
 * adopts the prerendered attributes as they are, so a prop that changed while the part waited for
 * its turn (a `useHydrated()` flag re-rendering the parent, say) would never reach the DOM.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}

/** A page's bands, each hydrating apart: every child must render exactly one element. */
export function HydrateEachApart({ children }: { children: ReactNode }) {
  return Children.map(children, (child) => <HydrateApart>{child}</HydrateApart>);
}

interface Pending {
  readonly promise: Promise<void>;
  settled: boolean;
}

/** While the document hydrates, and until its last part has: parts inside a part hydrate apart too. */
let hydrating = !(import.meta.env.DEV || typeof document === "undefined");
let queue: Promise<void> = Promise.resolve();
/** A task of its own: what runs after it does not block a tap together with what ran before. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

function Turn({ children }: { children: ReactNode }) {
  const [turn] = useState<Pending | null>(() => (hydrating ? nextTurn() : null));
  if (turn && !turn.settled) throw turn.promise;
  return children;
}

/** The next task after the previous part's: parts hydrate one per task, in the order of the page. */
function nextTurn(): Pending {
  queue = queue.then(nextTask);
  const turn: Pending = {
    settled: false,
    promise: queue.then(() => {
      turn.settled = true;
    }),
  };
  return turn;
}

let hydrated: () => void = () => {};
const whenHydrated = hydrating ? new Promise<void>((resolve) => (hydrated = resolve)) : Promise.resolve();

/**
 * Called by the client entry once the document's first render has committed. Resolves when every
 * part has hydrated, those found inside other parts included; from then on parts render at once
 * (client navigations).
 */
export async function documentHydration(): Promise<void> {
  for (let last: Promise<void> | undefined; last !== queue; ) {
    last = queue;
    await last;
    // The part whose turn it was resumes in the microtasks after its turn: a task later, it has.
    await nextTask();
  }
  hydrating = false;
  hydrated();
}

/**
 * Resolves once the document has hydrated, every part included (at once in development, on the
 * server and after the first page): what is not needed for the first view (the cookie banner, the
 * carousels' engine) waits for it, so it never competes with hydration for the network or the CPU.
 */
export function afterHydration(): Promise<void> {
  return whenHydrated;
}
