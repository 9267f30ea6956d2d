/** docs/product.md: speed 94, start delay 800 ms, 3 s pause between headings, loops. */
export const typingTiming = {
  /** Milliseconds per typed character (the product's "speed 94"). */
  typeMs: 94,
  /** Deleting runs at twice the typing speed, as a typist holding backspace would. */
  deleteMs: 47,
  startDelayMs: 800,
  pauseMs: 3000,
} as const;

export type TypingPhase = "holding" | "deleting" | "typing";

export interface TypingState {
  /** Which heading is on show. */
  readonly index: number;
  /** How many of its characters are typed. */
  readonly length: number;
  readonly phase: TypingPhase;
}

/** Where the loop starts: the first heading whole, as prerendered, held for the pause. */
export function initialTypingState(headings: readonly string[]): TypingState {
  return { index: 0, length: (headings[0] ?? "").length, phase: "holding" };
}

/** How long `state` lasts before the machine moves on. */
export function typingDelay(state: TypingState): number {
  if (state.phase === "holding") return typingTiming.pauseMs;
  return state.phase === "deleting" ? typingTiming.deleteMs : typingTiming.typeMs;
}

/**
 * One step of the loop: hold the whole heading, delete it a character at a time, type the next
 * one (after the last, the first again) a character at a time, hold it.
 */
export function nextTypingState(state: TypingState, headings: readonly string[]): TypingState {
  const heading = headings[state.index] ?? "";
  if (state.phase === "holding") return { ...state, phase: "deleting" };
  if (state.phase === "deleting") {
    if (state.length > 0) return { ...state, length: state.length - 1 };
    return { index: (state.index + 1) % headings.length, length: 0, phase: "typing" };
  }
  if (state.length < heading.length) return { ...state, length: state.length + 1 };
  return { ...state, phase: "holding" };
}

/** The text on show in `state`. */
export function typedText(state: TypingState, headings: readonly string[]): string {
  return (headings[state.index] ?? "").slice(0, state.length);
}

/** Whether two states show the same thing. */
export function sameTypingState(a: TypingState, b: TypingState): boolean {
  return a.index === b.index && a.length === b.length && a.phase === b.phase;
}

/** How long one loop through every heading takes, back to the first held whole. */
export function typingLoopMs(headings: readonly string[]): number {
  const start = initialTypingState(headings);
  let state = start;
  let total = 0;
  do {
    total += typingDelay(state);
    state = nextTypingState(state, headings);
  } while (!sameTypingState(state, start));
  return total;
}

/**
 * The state after the headline has been running for `elapsedMs` (the start delay included). The
 * headline derives what it shows from the time it has run rather than chaining one timer per
 * keystroke, so a late timer (a busy phone, a background tab) never slows the loop down.
 */
export function typingStateAt(elapsedMs: number, headings: readonly string[]): TypingState {
  let state = initialTypingState(headings);
  let remaining = elapsedMs - typingTiming.startDelayMs;
  if (headings.length < 2 || remaining < 0) return state;
  remaining %= typingLoopMs(headings);
  while (remaining >= typingDelay(state)) {
    remaining -= typingDelay(state);
    state = nextTypingState(state, headings);
  }
  return state;
}
