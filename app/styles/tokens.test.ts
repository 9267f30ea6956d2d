import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appCssPath, colorToken, colorTokens, normalizeHex, themeBlock } from "./design-tokens.ts";
import { themeColor } from "./head-links.ts";

// Colours come from the @theme block of app/styles/app.css alone: reach for a token (`bg-night/80`,
// `shadow-brand`, `var(--color-ink)`), never a literal.

const root = new URL("../..", import.meta.url).pathname;

/** Colour literals: #rgb, #rgba, #rrggbb, #rrggbbaa (not an HTML entity), rgb(, rgba(, hsl(, hsla(. */
const colourLiteral = /(?<!&)#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|(?<![a-z-])(?:rgba?|hsla?)\(/gi;

function colourLiterals(file: string, source: string): string[] {
  let scanned = source;
  if (file === "app/styles/app.css") {
    const { start, end } = themeBlock(source);
    scanned = source.slice(0, start) + source.slice(end);
  }
  return (
    [...scanned.matchAll(colourLiteral)]
      .map((match) => match[0])
      // The browser's theme colour is a <meta> value, not a stylesheet: checked against its token below.
      .filter((literal) => file !== "app/styles/head-links.ts" || literal !== themeColor)
      .map((literal) => `${file}: ${literal}`)
  );
}

describe("colours come from the design tokens", () => {
  it("the scan finds a literal in a class name, a style and a stylesheet, and skips the @theme block", () => {
    expect(colourLiterals("app/document.tsx", 'className="shadow-[0_1px_3px_rgb(9_13_29/0.3)]"')).toHaveLength(1);
    expect(colourLiterals("app/document.tsx", "style={{ color: '#fff' }}")).toHaveLength(1);
    expect(colourLiterals("app/styles/print.css", "a { color: hsl(0 0% 0%); border-color: #0b1020aa }")).toHaveLength(
      2,
    );
    expect(colourLiterals("app/styles/app.css", `${readFileSync(appCssPath, "utf8")}\na { color: #123456 }`)).toEqual([
      "app/styles/app.css: #123456",
    ]);
    // An HTML entity or an anchor is no colour.
    expect(colourLiterals("app/document.tsx", '<a href="#final-cta">&#8599;</a>')).toEqual([]);
  });

  it("no file under app/ writes a colour literal beside the tokens", () => {
    // Tests describe colours to check them; they are not the site's styles.
    const found = readdirSync(join(root, "app"), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => colourLiterals(`app/${file}`, readFileSync(join(root, "app", file), "utf8")));
    expect(found).toEqual([]);
  });
});

describe("the theme colour outside the stylesheet equals the tokens", () => {
  it("the web app manifest's theme and background colours and the <meta> theme colour are the night token", () => {
    const manifest = JSON.parse(readFileSync(join(root, "public/site.webmanifest"), "utf8"));
    expect(normalizeHex(manifest.theme_color)).toBe(colorToken("night"));
    expect(normalizeHex(manifest.background_color)).toBe(colorToken("night"));
    expect(normalizeHex(themeColor)).toBe(colorToken("night"));
  });

  it("every colour of the favicon is a token", () => {
    const svg = readFileSync(join(root, "public/favicon.svg"), "utf8");
    const used = [...svg.matchAll(/#[0-9a-f]{3,6}\b/gi)].map((m) => normalizeHex(m[0]));
    expect(used.length).toBeGreaterThan(0);
    const palette = new Set(colorTokens().values());
    expect(used.filter((colour) => !palette.has(colour))).toEqual([]);
  });
});
