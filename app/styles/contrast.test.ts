import { describe, expect, it } from "vitest";
import { colorToken } from "./design-tokens.ts";

// WCAG 2.2 contrast of the token pairs the site uses, read from app/styles/app.css so a token change
// that breaks a pairing fails here. Every pair is text's (SC 1.4.3, 4.5:1); some are interface parts
// too (after the semicolon, SC 1.4.11), whose 3:1 that covers.

/** Relative luminance (WCAG 2.2 "relative luminance"). */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Pair = [foreground: string, background: string, where: string];

const pairs: Pair[] = [
  ["ink", "surface", "body text"],
  ["ink", "surface-muted", "body text in muted sections"],
  ["ink", "brand-soft", "text on soft brand chips"],
  ["ink-muted", "surface", "secondary text, lead paragraphs; switch track (off), its thumb, form field borders"],
  ["ink-muted", "surface-muted", "secondary text in muted sections"],
  ["on-night", "night", "text in dark bands and heroes"],
  ["on-night", "night-raised", "text on dark cards"],
  ["on-night-muted", "night", "secondary text in dark bands"],
  ["on-night-muted", "night-raised", "secondary text on dark cards"],
  ["surface", "brand", "primary button; switch thumb on its track (on)"],
  ["surface", "brand-strong", "primary button, hovered"],
  ["night", "accent", "on-dark button"],
  ["night", "surface", "on-dark button, hovered"],
  ["brand", "surface", "links; focus outline, active carousel dot, checked switch"],
  ["brand", "surface-muted", "links in muted sections; focus outline and active dot there"],
  ["brand-strong", "surface", "ghost button"],
  ["brand-strong", "brand-soft", "ghost button, hovered"],
  ["accent", "night", "hero audience labels; focus outline and active dot in dark bands"],
  ["accent", "night-raised", "accented text on dark cards; focus outline there"],
  ["brand-bright", "night-raised", "icons and accents on dark cards"],
  ["danger", "surface", "form errors; invalid field border"],
  ["danger", "danger-soft", "destructive toasts"],
  ["success", "surface", "success messages"],
];

describe("contrast of the colour tokens", () => {
  it("computes WCAG ratios (black on white is 21:1, a colour on itself 1:1)", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#5536f0", "#5536f0")).toBe(1);
    // WCAG's own example threshold: #767676 on white is the lightest grey that passes 4.5:1.
    expect(contrast("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast("#777777", "#ffffff")).toBeLessThan(4.5);
  });

  it.each(pairs)("%s on %s (%s) reaches 4.5:1", (foreground, background) => {
    expect(contrast(colorToken(foreground), colorToken(background))).toBeGreaterThanOrEqual(4.5);
  });
});
