import { readFileSync } from "node:fs";

// The tokens as app/styles/app.css defines them, for the tests that hold the site to them.
export const appCssPath = new URL("./app.css", import.meta.url);

/** The text of app.css's `@theme` block, braces balanced (it nests @keyframes). */
export function themeBlock(css = readFileSync(appCssPath, "utf8")): { start: number; end: number; text: string } {
  const start = css.indexOf("@theme {");
  if (start < 0) throw new Error("app/styles/app.css has no @theme block");
  let depth = 0;
  for (let i = css.indexOf("{", start); i < css.length; i++) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return { start, end: i + 1, text: css.slice(start, i + 1) };
  }
  throw new Error("app/styles/app.css: the @theme block never closes");
}

/** `--color-<name>: #rrggbb` of the @theme block, by name, lower-case hex. */
export function colorTokens(): Map<string, string> {
  const { text } = themeBlock();
  return new Map(
    [...text.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1] ?? "", (m[2] ?? "").toLowerCase()]),
  );
}

export function colorToken(name: string): string {
  const value = colorTokens().get(name);
  if (!value) throw new Error(`--color-${name} is not defined in app/styles/app.css`);
  return value;
}

/** #rgb or #rrggbb as #rrggbb, lower-case. */
export function normalizeHex(hex: string): string {
  const value = hex.toLowerCase().replace("#", "");
  return `#${value.length === 3 ? [...value].map((c) => c + c).join("") : value}`;
}
