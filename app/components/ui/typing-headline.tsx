import { useEffect, useRef, useState } from "react";
import { initialTypingState, sameTypingState, typedText, typingStateAt } from "./typing-headline-state.ts";

export { typingTiming } from "./typing-headline-state.ts";

/** How often the headline checks the time: well under the 47 ms of a deleted character. */
const tickMs = 20;

/**
 * The home hero's typing headline (docs/product.md): the first heading is there, whole, on first paint
 * (it is the page's <h1> text for crawlers and screen readers); after the start delay and a pause
 * it is deleted and the next heading typed, looping through all five (typing-headline-state.ts).
 * What it shows follows from how long it has run; pausing stops that clock, playing resumes it.
 *
 * Screen readers read the <h1> once as plain text: the animated copy is hidden from them and
 * nothing is announced as it changes. Every heading sits invisibly in the same grid cell, so the
 * headline is always as tall as its longest heading and typing never moves the layout. The caret
 * blinks only while the headline runs: paused, or under reduced motion, nothing on it moves
 * (WCAG 2.2 SC 2.2.2).
 */
export function TypingHeadline({
  headings,
  running,
  className = "",
}: {
  headings: readonly string[];
  running: boolean;
  className?: string;
}) {
  const [state, setState] = useState(() => initialTypingState(headings));
  // Running time so far, kept across pauses.
  const elapsed = useRef(0);
  const current = useRef(headings);
  current.current = headings;
  const key = headings.join("\n");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the headings' text
  useEffect(() => {
    if (!running) return;
    const resumedAt = Date.now() - elapsed.current;
    const tick = () => {
      elapsed.current = Date.now() - resumedAt;
      const next = typingStateAt(elapsed.current, current.current);
      setState((shown) => (sameTypingState(shown, next) ? shown : next));
    };
    const id = window.setInterval(tick, tickMs);
    return () => {
      window.clearInterval(id);
      tick();
    };
  }, [running, key]);

  return (
    <h1 className={className}>
      <span className="sr-only">{headings[0] ?? ""}</span>
      <span aria-hidden="true" className="grid">
        {headings.map((heading) => (
          <span key={heading} className="invisible col-start-1 row-start-1">
            {heading}
          </span>
        ))}
        <span className="col-start-1 row-start-1" data-testid="typing-headline">
          {typedText(state, headings)}
          <span
            data-testid="typing-caret"
            className={`ml-1 inline-block h-[0.9em] w-[0.08em] translate-y-[0.1em] bg-accent align-baseline ${
              running ? "animate-caret" : ""
            }`}
          />
        </span>
      </span>
    </h1>
  );
}
