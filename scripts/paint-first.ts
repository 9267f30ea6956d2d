// The first paint comes before the JavaScript (docs/decisions/0006-react-in-the-browser.md).
//
// React Router ends each prerendered page with module preloads and a module script that imports
// the route modules and the client entry at once. On a phone's network those requests share the
// link with the page's stylesheet and hero picture, and the first paint of a page that is whole in
// its HTML waits for bandwidth it does not need. No React Router or Vite option defers them, so
// this step, run by `finish-build` on every prerendered page, changes exactly four things and
// nothing else (each edit is spliced into the original text at the positions parse5 reports):
//
// 1. each `<link rel="modulepreload">` is removed;
// 2. React Router's bootstrap `<script type="module" async>` keeps its text but gets an inert type
//    (and loses `async`, which HTML allows only on a script that runs), and a small starter script
//    after it runs that same text as a module once the page has painted (and its hero picture,
//    where it has one). React Router's code is not rewritten;
// 3. the page's critical CSS, the rules its prerendered markup uses (found by Beasties), goes into a
//    `<style>` before each stylesheet link;
// 4. the link itself is marked `disabled`, so it neither blocks the paint nor downloads; the starter
//    enables it after the paint, so the full stylesheet (dialogs, the banner, later pages) is there
//    before the app needs it. React hydrates the link where it stands. A `<noscript>` copy of the
//    link after it gives a browser without JavaScript the full stylesheet too.
//
// If React Router's output stops looking as this expects, the build fails with one line naming the
// version, instead of shipping a page that never hydrates.
import { createRequire } from "node:module";
import Beasties from "beasties";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { firstPaintSnippet } from "../site/first-paint.ts";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** The type the bootstrap script gets: browsers run no script of an unknown type. */
export const deferredType = "keystub/deferred-module";

export const routerVersion: string = createRequire(import.meta.url)("react-router/package.json").version;

class ShapeError extends Error {
  constructor(what: string) {
    super(
      `paint-first: React Router ${routerVersion}'s prerendered page ${what}; scripts/paint-first.ts needs updating`,
    );
  }
}

function* elementsOf(node: Node): Generator<Element> {
  for (const child of "childNodes" in node ? node.childNodes : []) {
    if ("tagName" in child) yield child;
    yield* elementsOf(child);
  }
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The parts of a prerendered page this step changes, or a ShapeError naming what is missing. */
export function findParts(html: string) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elementsOf(document)];
  const preloads = all.filter((element) => element.tagName === "link" && attribute(element, "rel") === "modulepreload");
  const stylesheets = all.filter(
    (element) =>
      element.tagName === "link" &&
      attribute(element, "rel") === "stylesheet" &&
      attribute(element, "href")?.startsWith("/assets/"),
  );
  const bootstraps = all.filter(
    (element) =>
      element.tagName === "script" &&
      attribute(element, "type") === "module" &&
      attribute(element, "src") === undefined &&
      textOf(element).includes("__reactRouterRouteModules"),
  );
  if (bootstraps.length !== 1) throw new ShapeError(`has ${bootstraps.length} bootstrap module scripts, not one`);
  const bootstrap = bootstraps[0] as Element;
  if (!/\bimport\(/.test(textOf(bootstrap))) throw new ShapeError("bootstrap no longer imports the client entry");
  if (preloads.length === 0) throw new ShapeError("has no module preloads");
  if (stylesheets.length === 0) throw new ShapeError("links no stylesheet under /assets/");
  for (const element of [...preloads, ...stylesheets, bootstrap]) {
    if (!element.sourceCodeLocation) throw new ShapeError(`gave no source position for a <${element.tagName}>`);
  }
  return { preloads, stylesheets, bootstrap };
}

/** The starter: after the first paint and the hero, enable the stylesheets and run the bootstrap. */
export const starterScript = [
  "(()=>{",
  firstPaintSnippet,
  "const hero=document.querySelector('img[fetchpriority=\"high\"]');",
  "const loaded=()=>new Promise(r=>{if(!hero||hero.complete)return r();",
  'hero.addEventListener("load",r,{once:true});hero.addEventListener("error",r,{once:true});setTimeout(r,3000)});',
  "const start=()=>{",
  "for(const link of document.querySelectorAll('link[rel=\"stylesheet\"][disabled]'))link.disabled=false;",
  `const deferred=document.querySelector('script[type="${deferredType}"]');`,
  "const script=document.createElement('script');script.type='module';script.textContent=deferred.textContent;",
  "document.body.append(script)};",
  'if(document.visibilityState==="hidden")start();',
  "else new Promise(afterFirstPaint).then(loaded).then(painted).then(start)",
  "})()",
].join("");

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
    allowRules: [/:popover-open/],
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

/** A prerendered page, painted before its JavaScript: the four edits described above. */
export async function paintFirst(html: string, readAsset: (href: string) => string): Promise<string> {
  const { preloads, stylesheets, bootstrap } = findParts(html);
  const edits: Edit[] = [];
  for (const preload of preloads) {
    const { startOffset, endOffset } = preload.sourceCodeLocation as { startOffset: number; endOffset: number };
    edits.push({ start: startOffset, end: endOffset, text: "" });
  }
  const picks = await criticalCss(html, readAsset);
  for (const link of stylesheets) {
    const href = attribute(link, "href") as string;
    const css = picks.get(href);
    if (css === undefined) throw new Error(`paint-first: Beasties inlined nothing from ${href}`);
    if (/<\/style/i.test(css))
      throw new Error(`paint-first: ${href} contains "</style", which would end its <style> early`);
    const location = link.sourceCodeLocation as NonNullable<Element["sourceCodeLocation"]>;
    const tagEnd = location.startTag?.endOffset ?? location.endOffset;
    // Insert the <style> before the link, and `disabled=""` before the start tag's closing "/>" or ">".
    const closing = html.slice(tagEnd - 2, tagEnd) === "/>" ? tagEnd - 2 : tagEnd - 1;
    edits.push({
      start: location.startOffset,
      end: location.startOffset,
      text: `<style data-href="${href}">${css}</style>`,
    });
    edits.push({ start: closing, end: closing, text: ' disabled=""' });
    // Without JavaScript the starter never enables the link: the browser loads it from here instead.
    edits.push({
      start: location.endOffset,
      end: location.endOffset,
      text: `<noscript><link rel="stylesheet" href="${href}"/></noscript>`,
    });
  }
  const type = bootstrap.sourceCodeLocation?.attrs?.type;
  if (!type) throw new ShapeError("bootstrap's type attribute has no source position");
  edits.push({ start: type.startOffset, end: type.endOffset, text: `type="${deferredType}"` });
  const async = bootstrap.sourceCodeLocation?.attrs?.async;
  if (async) {
    // The attribute and the whitespace before it.
    const start = html.slice(0, async.startOffset).trimEnd().length;
    edits.push({ start, end: async.endOffset, text: "" });
  }
  const scriptEnd = (bootstrap.sourceCodeLocation as { endOffset: number }).endOffset;
  edits.push({ start: scriptEnd, end: scriptEnd, text: `<script>${starterScript}</script>` });

  let result = html;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
