import { useEffect, useState } from "react";

/** SPEC.md §9 "Typing headline": speed 94, start delay 800 ms, 3 s pause between headings, loops. */
export const typingTiming = {
  /** Milliseconds per typed character (the spec's "speed 94"). */
  typeMs: 94,
  /** Deleting runs at twice the typing speed, as a typist holding backspace would. */
  deleteMs: 47,
  startDelayMs: 800,
  pauseMs: 3000,
} as const;

type Phase = "holding" | "deleting" | "typing";

interface TypingState {
  readonly index: number;
  readonly length: number;
  readonly phase: Phase;
}

/** One step of the loop: the state that follows `state` and how long after it comes. */
export function nextTypingState(state: TypingState, headings: readonly string[]): [TypingState, number] {
  const heading = headings[state.index] ?? "";
  if (state.phase === "holding") return [{ ...state, phase: "deleting" }, typingTiming.deleteMs];
  if (state.phase === "deleting") {
    if (state.length > 0) return [{ ...state, length: state.length - 1 }, typingTiming.deleteMs];
    return [{ index: (state.index + 1) % headings.length, length: 0, phase: "typing" }, typingTiming.typeMs];
  }
  if (state.length < heading.length) return [{ ...state, length: state.length + 1 }, typingTiming.typeMs];
  return [{ ...state, phase: "holding" }, typingTiming.pauseMs];
}

/**
 * The home hero's typing headline (SPEC.md §2): the first heading is there, whole, on first paint
 * (it is the page's <h1> text for crawlers and screen readers); after the start delay and a pause
 * it is deleted and the next heading typed, looping through all five.
 *
 * Screen readers read the <h1> once as plain text: the animated copy is hidden from them and
 * nothing is announced as it changes. Every heading sits invisibly in the same grid cell, so the
 * headline is always as tall as its longest heading and typing never moves the layout.
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
  const first = headings[0] ?? "";
  const [state, setState] = useState<TypingState>({ index: 0, length: first.length, phase: "holding" });
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!running || started) return;
    const id = window.setTimeout(() => setStarted(true), typingTiming.startDelayMs);
    return () => window.clearTimeout(id);
  }, [running, started]);

  useEffect(() => {
    if (!running || !started || headings.length < 2) return;
    const delay =
      state.phase === "holding"
        ? typingTiming.pauseMs
        : state.phase === "deleting"
          ? typingTiming.deleteMs
          : typingTiming.typeMs;
    const id = window.setTimeout(() => setState((current) => nextTypingState(current, headings)[0]), delay);
    return () => window.clearTimeout(id);
  }, [running, started, state, headings]);

  const shown = (headings[state.index] ?? "").slice(0, state.length);
  return (
    <h1 className={className}>
      <span className="sr-only">{first}</span>
      <span aria-hidden="true" className="grid">
        {headings.map((heading) => (
          <span key={heading} className="invisible col-start-1 row-start-1">
            {heading}
          </span>
        ))}
        <span className="col-start-1 row-start-1" data-testid="typing-headline">
          {shown}
          <span className="ml-1 inline-block h-[0.9em] w-[0.08em] translate-y-[0.1em] animate-caret bg-accent align-baseline" />
        </span>
      </span>
    </h1>
  );
}
