import { readFileSync } from "node:fs";

/**
 * The brand palette, read from the design tokens in app/styles/app.css so the artwork and the
 * pages can never drift apart: each fact has one source, and everything else reads it.
 */
const css = readFileSync(new URL("../app/styles/app.css", import.meta.url), "utf8");
const tokens = new Map([...css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1], m[2]]));

export type ColorName =
  | "ink"
  | "night"
  | "night-raised"
  | "night-line"
  | "on-night"
  | "on-night-muted"
  | "brand"
  | "brand-strong"
  | "brand-bright"
  | "brand-soft"
  | "accent"
  | "flare"
  | "sun"
  | "surface"
  | "surface-muted"
  | "line";

export function color(name: ColorName): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`art/palette: --color-${name} is not defined in app/styles/app.css`);
  return value;
}

/** Mixes two hex colours; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const pa = parse(a);
  const pb = parse(b);
  const channel = (i: number) =>
    Math.round((pa[i] as number) + ((pb[i] as number) - (pa[i] as number)) * amount)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function parse(hex: string): number[] {
  const value = hex.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
}
