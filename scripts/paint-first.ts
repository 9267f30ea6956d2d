// The first paint comes from the page alone (docs/decisions/0010-islands.md).
//
// A page links one stylesheet. On a phone's network it shares the link with the page's hero
// picture, and the first paint of a page that is whole in its HTML would wait for all of it. So the
// prerender (scripts/prerender.ts) gives each page its critical CSS: the rules its markup uses
// (found by Beasties) less those only an input or a printer needs (`forFirstPaint`). The document
// (app/document.tsx) renders it in a `<style>`, the stylesheet link `disabled` (the page loader,
// app/islands/page-loader.inline.ts, enables it once the page has painted), and a `<noscript>` copy
// of the link for a browser without JavaScript.
import Beasties from "beasties";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import postcss, { type AtRule, type Declaration } from "postcss";
import { heroEndId } from "../app/components/ui/hero-paint.ts";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

function* elementsOf(node: Node): Generator<Element> {
  for (const child of "childNodes" in node ? node.childNodes : []) {
    if ("tagName" in child) yield child;
    yield* elementsOf(child);
  }
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");

/** Where Beasties is told the site lives; it reads each stylesheet through `readAsset` instead. */
const siteRoot = "/site";

/** Each stylesheet's critical CSS, by href: Beasties' pick of the rules the page's markup uses. */
async function criticalCss(html: string, readAsset: (href: string) => string): Promise<Map<string, string>> {
  const beasties = new Beasties({
    path: siteRoot,
    reduceInlineStyles: false,
    pruneSource: false,
    mergeStylesheets: false,
    keyframes: "critical",
    // What a popover looks like open (the phone menu) is not in the prerendered markup's state, yet
    // it must be styled before the full stylesheet arrives: the menu works before any script.
    // Tailwind spaces and divides a list's items with `:where(.space-y-3>:not(:last-child))`, which
    // Beasties cannot match to an element: every such rule is kept, and `forFirstPaint` keeps those
    // whose class the page uses.
    // A hero's words hide until its last element has been parsed (`hero-words`), a state the
    // finished markup no longer shows either.
    allowRules: [/:popover-open/, childRule, new RegExp(`#${heroEndId}\\b`)],
    // The metric-matched local fallback face paints the text; Inter itself is never preloaded.
    inlineFonts: true,
    preloadFonts: false,
    logLevel: "warn",
  });
  beasties.readFile = (file: string) => readAsset(file.slice(siteRoot.length));
  // Beasties puts each stylesheet's pick in a <style> just before its link. Only that pick is used:
  // what it does to the link and the rest of its copy of the page is left behind.
  const output = [...elementsOf(parse(await beasties.process(html)))];
  const picks = new Map<string, string>();
  for (const [index, element] of output.entries()) {
    const href = element.tagName === "link" ? attribute(element, "href") : undefined;
    const before = output[index - 1];
    if (href && before?.tagName === "style") picks.set(href, textOf(before));
  }
  return picks;
}

/** A rule for the children of an element with a class: `:where(.space-y-3>:not(:last-child))`. */
const childRule = /^:where\(\.((?:\\.|[^\\>\s])+)>/;

/** What only an input can bring about: a pointer over something, a focus, a press. */
const interaction = /:(hover|active|focus|focus-visible|focus-within)\b/;

/**
 * Beasties' pick, less what the first paint cannot use: rules that apply only on hover, focus or
 * press, rules for print, and rules for the children of a class `markup` (the page) does not use. The full stylesheet, enabled right after the first paint, has them
 * before any input can (and a browser without JavaScript loads it from the <noscript> link).
 * Every byte kept out helps a small page fit in a new connection's first round trip.
 */
export function forFirstPaint(css: string, markup = ""): string {
  const root = postcss.parse(css);
  root.walkAtRules("media", (rule) => {
    if (/^print\b/.test(rule.params.trim())) rule.remove();
  });
  const classes = new Set(
    [...elementsOf(parse(markup))].flatMap((element) => attribute(element, "class")?.split(/\s+/) ?? []),
  );
  const unescaped = (name: string) => name.replaceAll(/\\(.)/g, "$1");
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => {
      const parent = childRule.exec(selector)?.[1];
      return !interaction.test(selector) && (parent === undefined || classes.has(unescaped(parent)));
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Tailwind declares in its theme layer every variable the site's utilities read, and registers
  // every custom property they may compose (`@property`, and the same initial values for browsers
  // without it); the pick keeps them all. Only those the kept rules or the page's own markup (a
  // `style` attribute) read, and those their values read in turn, can matter to the first paint.
  const reads = (text: string) => [...text.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name as string);
  const themeVariables: Declaration[] = [];
  const read = new Set(reads(markup));
  root.walkDecls((declaration) => {
    const layer = declaration.parent?.parent;
    if (layer?.type === "atrule" && (layer as AtRule).name === "layer" && (layer as AtRule).params === "theme")
      themeVariables.push(declaration);
    else for (const name of reads(declaration.value)) read.add(name);
  });
  for (let grew = true; grew; ) {
    grew = false;
    for (const declaration of themeVariables)
      if (read.has(declaration.prop))
        for (const name of reads(declaration.value)) {
          if (read.has(name)) continue;
          read.add(name);
          grew = true;
        }
  }
  for (const declaration of themeVariables) if (!read.has(declaration.prop)) declaration.remove();
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  root.walkAtRules("layer", (layer) => {
    if (layer.params.trim() !== "properties") return;
    layer.walkDecls(/^--/, (declaration) => {
      if (!read.has(declaration.prop)) declaration.remove();
    });
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  // An at-rule whose rules all went (`@media (hover: hover)`) goes too.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((rule) => {
      if (rule.nodes && rule.nodes.length === 0) {
        rule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/** The critical CSS of a page (its HTML as React rendered it) from the stylesheet at `href`. */
export async function firstPaintCss(html: string, href: string, readAsset: (href: string) => string): Promise<string> {
  const pick = (await criticalCss(html, readAsset)).get(href);
  if (pick === undefined) throw new Error(`paint-first: Beasties inlined nothing from ${href}`);
  const css = forFirstPaint(pick, html);
  if (/<\/style/i.test(css))
    throw new Error(`paint-first: ${href} contains "</style", which would end its <style> early`);
  return css;
}
