import { describe, expect, it } from "vitest";
import { readOwnDictionary } from "../../../content/dictionaries.ts";
import { typedAt } from "./typing-headline.tsx";

/** The home hero's headings (docs/product.md), from the translation file the page uses. */
const { hero } = readOwnDictionary("en", "home") as { hero: Record<string, string> };
const headings = [1, 2, 3, 4, 5].map((n) => hero[`heading${n}`] as string);
const [first = "", second = ""] = headings;

describe("the typing headline", () => {
  it("holds the first heading whole for the start delay and the 3 s pause, then deletes it at 47 ms a character", () => {
    const firstDeletion = 800 + 3000 + 47;
    expect(typedAt(0, headings)).toBe(first);
    expect(typedAt(firstDeletion - 1, headings)).toBe(first);
    expect(typedAt(firstDeletion, headings)).toBe(first.slice(0, -1));
    expect(typedAt(firstDeletion + 47 * 3, headings)).toBe(first.slice(0, -4));
  });

  it("types the next heading at 94 ms a character, and shows every length on the way", () => {
    const typingStarts = 800 + 3000 + 47 * (first.length + 1);
    const shown = Array.from({ length: second.length + 1 }, (_, i) => typedAt(typingStarts + 94 * i, headings));
    expect(shown).toEqual(Array.from({ length: second.length + 1 }, (_, i) => second.slice(0, i)));
    expect(typedAt(typingStarts + 94 * second.length - 1, headings)).toBe(second.slice(0, -1));
  });

  it("loops through all five headings back to the first", () => {
    const perHeading = headings.map(
      (heading, i) => 3000 + 47 * (heading.length + 1) + 94 * ((headings[(i + 1) % headings.length] ?? "").length + 1),
    );
    let start = 800;
    for (const [index, ms] of perHeading.entries()) {
      expect(typedAt(start, headings)).toBe(headings[index]);
      start += ms;
    }
    expect(typedAt(start + 3046, headings)).toBe(first);
    expect(typedAt(start + 3047, headings)).toBe(first.slice(0, -1));
  });
});
