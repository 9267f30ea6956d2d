import { describe, expect, it } from "vitest";
import { readOwnDictionary } from "../../../content/dictionaries.ts";
import {
  initialTypingState,
  nextTypingState,
  type TypingState,
  typedText,
  typingDelay,
  typingLoopMs,
  typingStateAt,
  typingTiming,
} from "./typing-headline-state.ts";

/** The home hero's headings (docs/product.md), from the translation file the page uses. */
const { hero } = readOwnDictionary("en", "home") as { hero: Record<string, string> };
const headings = [1, 2, 3, 4, 5].map((n) => hero[`heading${n}`] as string);

/** Runs the machine from `state` until `done` holds, returning every state passed and the time taken. */
function runUntil(state: TypingState, done: (state: TypingState) => boolean, limit = 10_000) {
  const states: TypingState[] = [];
  let elapsed = 0;
  let current = state;
  while (!done(current)) {
    if (states.length > limit) throw new Error("the machine never got there");
    elapsed += typingDelay(current);
    current = nextTypingState(current, headings);
    states.push(current);
  }
  return { states, elapsed, state: current };
}

describe("the typing headline's state machine", () => {
  it("starts on the first heading, whole, held for the 3 s pause", () => {
    const start = initialTypingState(headings);
    expect(typedText(start, headings)).toBe(headings[0]);
    expect(start.phase).toBe("holding");
    expect(typingDelay(start)).toBe(3000);
  });

  it("types at 94 ms a character and deletes at twice that speed", () => {
    expect(typingTiming).toMatchObject({ typeMs: 94, deleteMs: 47, startDelayMs: 800, pauseMs: 3000 });
    expect(typingDelay({ index: 1, length: 3, phase: "typing" })).toBe(94);
    expect(typingDelay({ index: 1, length: 3, phase: "deleting" })).toBe(47);
  });

  it("deletes the heading a character at a time, then types the next one a character at a time", () => {
    const first = headings[0] ?? "";
    const second = headings[1] ?? "";
    const { states, elapsed } = runUntil(
      initialTypingState(headings),
      (state) => state.index === 1 && state.phase === "holding",
    );
    const texts = states.map((state) => typedText(state, headings));
    // Shrinks by one character per step down to nothing, then grows by one to the whole next heading.
    const empty = texts.indexOf("");
    expect(texts.slice(0, empty + 1)).toEqual(
      Array.from({ length: first.length + 1 }, (_, i) => first.slice(0, first.length - i)),
    );
    expect(texts.slice(empty + 2, -1)).toEqual(Array.from({ length: second.length }, (_, i) => second.slice(0, i + 1)));
    // The pause, one delete per character (and the step off an empty line), one keystroke per character.
    expect(elapsed).toBe(3000 + 47 * (first.length + 1) + 94 * second.length + 94 * 1);
  });

  it("loops through all five headings and back to the first", () => {
    let state = initialTypingState(headings);
    const shown: string[] = [];
    for (let turn = 0; turn < headings.length; turn++) {
      state = runUntil(nextTypingState(state, headings), (next) => next.phase === "holding").state;
      shown.push(typedText(state, headings));
    }
    expect(shown).toEqual([...headings.slice(1), headings[0]]);
  });

  it("derives the state from the running time: the start delay and pause, then one character per keystroke", () => {
    const first = headings[0] ?? "";
    const firstDeletion = 800 + 3000 + 47;
    expect(typedText(typingStateAt(0, headings), headings)).toBe(first);
    expect(typedText(typingStateAt(firstDeletion - 1, headings), headings)).toBe(first);
    expect(typedText(typingStateAt(firstDeletion, headings), headings)).toBe(first.slice(0, -1));
    expect(typedText(typingStateAt(firstDeletion + 47 * 3, headings), headings)).toBe(first.slice(0, -4));
    const second = headings[1] ?? "";
    const secondTyped = firstDeletion + 47 * (first.length - 1) + 47 + 94 * second.length;
    expect(typedText(typingStateAt(secondTyped - 1, headings), headings)).toBe(second.slice(0, -1));
    expect(typedText(typingStateAt(secondTyped, headings), headings)).toBe(second);
  });

  it("after one whole loop, starts over from the first heading held whole", () => {
    const loop = typingLoopMs(headings);
    const perHeading = headings.map(
      (heading, i) => 3000 + 47 * (heading.length + 1) + 94 * ((headings[(i + 1) % headings.length] ?? "").length + 1),
    );
    expect(loop).toBe(perHeading.reduce((a, b) => a + b, 0));
    expect(typingStateAt(800 + loop, headings)).toEqual(initialTypingState(headings));
    expect(typingStateAt(800 + loop + 3047, headings)).toEqual(typingStateAt(800 + 3047, headings));
  });
});
