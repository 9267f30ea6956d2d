import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { minifyInlineScripts } from "./minify-inline.ts";
import { forFirstPaint, paintFirst } from "./paint-first.ts";

// A page as the prerender writes it (the contact page, English; scripts/prerender.ts), before this
// step. Its markup only has to be real: the step looks for nothing but the stylesheet link.
const page = readFileSync(new URL("./fixtures/contact.html", import.meta.url), "utf8");
const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/.exec(page)?.[1] as string;
const css = "main{display:block}.px-5{padding-inline:1.25rem}.nowhere-on-this-page{color:red}";
const readAsset = (href: string) => {
  expect(href).toBe(stylesheet);
  return css;
};

describe("paintFirst", () => {
  it("reads a page that links its stylesheet", () => {
    expect(stylesheet).toMatch(/^\/assets\/styles-[\w-]+\.css$/);
  });

  it("puts the rules the page uses before its stylesheet link, and disables the link", async () => {
    const html = await paintFirst(page, readAsset);
    const style = new RegExp(
      `<style data-href="${stylesheet}">([^<]*)</style><link rel="stylesheet" href="${stylesheet}" disabled=""/>`,
    ).exec(html);
    expect(style?.[1]).toContain("main{display:block}");
    expect(style?.[1]).toContain(".px-5{padding-inline:1.25rem}");
    expect(style?.[1]).not.toContain("nowhere-on-this-page");
  });

  it("links the whole stylesheet for a browser without JavaScript", async () => {
    const html = await paintFirst(page, readAsset);
    expect(html).toContain(`disabled=""/><noscript><link rel="stylesheet" href="${stylesheet}"/></noscript>`);
  });

  it("changes nothing else", async () => {
    const html = await paintFirst(page, readAsset);
    const undone = html
      .replace(/<style data-href="[^"]+">[^<]*<\/style>/, "")
      .replace(' disabled=""', "")
      .replace(/<noscript><link rel="stylesheet" href="[^"]+"\/><\/noscript>/, "");
    expect(undone).toBe(page);
  });

  it("fails the build when the page links no stylesheet", async () => {
    const withoutStylesheet = page.replace(/<link rel="stylesheet"[^>]*>/, "");
    await expect(paintFirst(withoutStylesheet, readAsset)).rejects.toThrow("links no stylesheet under /assets/");
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
});

describe("minifyInlineScripts", () => {
  it("minifies the scripts that run, and leaves data, files and the rest of the page as they are", () => {
    const html =
      '<!DOCTYPE html><html><head><script type="application/ld+json">{ "a": 1 }</script>' +
      '<script src="/x.js"></script></head><body><p>Hello  there</p>' +
      "<script>(() => {\n  const longName = 1 + 2;\n  document.title = String(longName);\n})()</script></body></html>";
    const out = minifyInlineScripts(html);
    expect(out).toContain('<script type="application/ld+json">{ "a": 1 }</script>');
    expect(out).toContain('<script src="/x.js"></script>');
    expect(out).toContain("<p>Hello  there</p>");
    const script = /<script>([^<]*)<\/script>/.exec(out)?.[1] ?? "";
    expect(script.length).toBeLessThan(40);
    expect(script).not.toContain("longName");
    expect(script).toContain("document.title");
  });
});
