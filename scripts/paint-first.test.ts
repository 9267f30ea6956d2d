import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { firstPaintCss, forFirstPaint } from "./paint-first.ts";

// A page as the prerender writes it (the contact page, English; scripts/prerender.ts), before its
// critical CSS. Its markup only has to be real.
const page = readFileSync(new URL("./fixtures/contact.html", import.meta.url), "utf8");
const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/.exec(page)?.[1] as string;
const css = "main{display:block}.px-5{padding-inline:1.25rem}.nowhere-on-this-page{color:red}";
const readAsset = (href: string) => {
  expect(href).toBe(stylesheet);
  return css;
};

describe("firstPaintCss", () => {
  it("reads a page that links its stylesheet", () => {
    expect(stylesheet).toMatch(/^\/assets\/styles-[\w-]+\.css$/);
  });

  it("keeps the rules the page's markup uses, and only those", async () => {
    const kept = await firstPaintCss(page, stylesheet, readAsset);
    expect(kept).toContain("main{display:block}");
    expect(kept).toContain(".px-5{padding-inline:1.25rem}");
    expect(kept).not.toContain("nowhere-on-this-page");
  });

  it("fails the build when the page does not link the stylesheet", async () => {
    const withoutStylesheet = page.replace(/<link rel="stylesheet"[^>]*>/, "");
    await expect(firstPaintCss(withoutStylesheet, stylesheet, readAsset)).rejects.toThrow("Beasties inlined nothing");
  });
});

describe("forFirstPaint", () => {
  it("keeps what paints, and leaves out rules only an input or a printer uses", () => {
    const pick = [
      "a{color:blue}",
      "a:hover{color:red}",
      ".btn:focus-visible,.btn.on{outline:2px}",
      "@media (hover:hover){.card:hover{scale:1.03}}",
      "@media print{main{color:black}}",
      "@media (width>=40rem){.px-5{padding:1rem}}",
      "[popover]:popover-open{display:block}",
    ].join("");
    const kept = forFirstPaint(pick);
    expect(kept).toContain("a{color:blue}");
    expect(kept).toContain(".btn.on{outline:2px}");
    expect(kept).toContain("@media (width>=40rem){.px-5{padding:1rem}}");
    expect(kept).toContain(":popover-open");
    for (const gone of [":hover", ":focus-visible", "print", "hover:hover"]) expect(kept).not.toContain(gone);
  });

  it("keeps the theme's variables and the list rules the page uses, and only those", () => {
    const pick = [
      "@layer theme{:root{--spacing:.25rem;--color-ink:#0b1020;--color-brand:#5536f0;--font-sans:var(--font-inter);--font-inter:Inter;--unused:1px}}",
      ".text-ink{color:var(--color-ink)}.font-sans{font-family:var(--font-sans)}",
      ":where(.space-y-3>:not(:last-child)){margin-block-end:calc(var(--spacing) * 3)}",
      ":where(.space-y-5>:not(:last-child)){margin-block-end:calc(var(--spacing) * 5)}",
    ].join("");
    const markup = '<ul class="space-y-3 text-ink"><li style="color: var(--color-brand)">A</li><li>B</li></ul>';
    const kept = forFirstPaint(pick, markup);
    for (const variable of ["--spacing", "--color-ink", "--color-brand", "--font-sans", "--font-inter"])
      expect(kept).toContain(`${variable}:`);
    expect(kept).not.toContain("--unused");
    expect(kept).toContain(".space-y-3>");
    expect(kept).not.toContain(".space-y-5>");
  });
});
