import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deferredType, findParts, paintFirst, routerVersion, starterScript } from "./paint-first.ts";

// A page exactly as `react-router build` prerenders it (the contact page, English), captured from
// the version this project installs. Upgrading React Router means capturing it again.
const fixtureVersion = "8.5.1";
const page = readFileSync(new URL(`./fixtures/react-router-${fixtureVersion}-contact.html`, import.meta.url), "utf8");
const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/.exec(page)?.[1] as string;
const css = "main{display:block}.px-5{padding-inline:1.25rem}.nowhere-on-this-page{color:red}";
const readAsset = (href: string) => {
  expect(href).toBe(stylesheet);
  return css;
};

describe("paintFirst", () => {
  it("has a fixture from the React Router version installed", () => {
    expect(routerVersion).toBe(fixtureVersion);
  });

  it("drops every module preload and keeps React Router's bootstrap text as it is, under an inert type", async () => {
    const { preloads, bootstrap } = findParts(page);
    expect(preloads.length).toBeGreaterThan(0);
    const html = await paintFirst(page, readAsset);
    expect(html).not.toContain('rel="modulepreload"');
    const bootstrapText = (bootstrap.childNodes[0] as { value: string }).value;
    expect(html).toContain(`<script type="${deferredType}">${bootstrapText}</script><script>${starterScript}</script>`);
    expect(html).not.toContain('<script type="module"');
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

  it("changes nothing else", async () => {
    const html = await paintFirst(page, readAsset);
    const { preloads } = findParts(page);
    let original = page;
    for (const preload of preloads) {
      const { startOffset, endOffset } = preload.sourceCodeLocation as { startOffset: number; endOffset: number };
      original = original.replace(page.slice(startOffset, endOffset), "");
    }
    const undone = html
      .replace(/<style data-href="[^"]+">[^<]*<\/style>/, "")
      .replace(' disabled=""', "")
      .replace(/<noscript><link rel="stylesheet" href="[^"]+"\/><\/noscript>/, "")
      .replace(`type="${deferredType}"`, 'type="module" async=""')
      .replace(`<script>${starterScript}</script>`, "");
    expect(undone).toBe(original);
  });

  it("fails the build with one line naming React Router's version when the page has another shape", async () => {
    const withoutBootstrap = page.replace(/<script type="module"[^>]*>[^<]*<\/script>/, "");
    expect(() => findParts(withoutBootstrap)).toThrow(
      `React Router ${routerVersion}'s prerendered page has 0 bootstrap`,
    );
    const twice = page.replace(/(<script type="module"[^>]*>[^<]*<\/script>)/, "$1$1");
    expect(() => findParts(twice)).toThrow("has 2 bootstrap module scripts");
    const withoutPreloads = page.replaceAll(/<link rel="modulepreload"[^>]*>/g, "");
    expect(() => findParts(withoutPreloads)).toThrow("has no module preloads");
    const withoutStylesheet = page.replace(/<link rel="stylesheet"[^>]*>/, "");
    await expect(paintFirst(withoutStylesheet, readAsset)).rejects.toThrow("links no stylesheet under /assets/");
    for (const broken of [withoutBootstrap, withoutPreloads]) {
      expect(() => findParts(broken)).toThrow(/^paint-first: .*needs updating$/);
    }
  });
});
