import { useEffect, useRef, useState } from "react";

/** docs/product.md: speed 94 (94 ms a character), deleting twice as fast, 800 ms start delay, 3 s pause. */
const typeMs = 94;
const deleteMs = 47;
const startDelayMs = 800;
const pauseMs = 3000;

/** How often the headline checks the time: well under the 47 ms of a deleted character. */
const tickMs = 20;

// Derived from the time rather than one timer per keystroke, so a late timer never slows the loop.
export function typedAt(elapsed: number, headings: readonly string[]): string {
  const count = headings.length;
  const heading = (index: number) => headings[index % count] ?? "";
  // Each step: held, then every length down to 0 deleted, then every length from 0 up typed.
  const stepMs = (index: number) =>
    pauseMs + deleteMs * (heading(index).length + 1) + typeMs * (heading(index + 1).length + 1);
  let remaining = elapsed - startDelayMs;
  if (count < 2 || remaining < 0) return heading(0);
  remaining %= headings.reduce((total, _, index) => total + stepMs(index), 0);
  let index = 0;
  while (remaining >= stepMs(index)) remaining -= stepMs(index++);
  const [current, next] = [heading(index), heading(index + 1)];
  if (remaining < pauseMs) return current;
  remaining -= pauseMs;
  if (remaining < deleteMs * (current.length + 1))
    return current.slice(0, current.length - Math.floor(remaining / deleteMs));
  return next.slice(0, Math.floor((remaining - deleteMs * (current.length + 1)) / typeMs));
}

/** Screen readers read the <h1> once; the typed copy is hidden from them, in one grid cell that never moves. */
export function TypingHeadline({
  headings,
  running,
  className = "",
}: {
  headings: readonly string[];
  running: boolean;
  className?: string;
}) {
  const [text, setText] = useState(headings[0] ?? "");
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
      setText(typedAt(elapsed.current, current.current));
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
          {text}
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
