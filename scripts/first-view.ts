// Whether a page's first view arrives in a new connection's first round trip
// (docs/decisions/0010-islands.md, "The budgets"). A browser parses and paints a document as its
// bytes arrive, and brotli decodes in order: what the first round trip carries is the HTML its
// first bytes decode to. So the question is how many bytes on the wire it takes for every element
// the first screen shows, at a phone's size and at a desktop's, to have arrived.
import { createBrotliDecompress } from "node:zlib";
import type { Browser } from "@playwright/test";
import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** The first screens: Lighthouse's phone, and a laptop. */
export const firstViews = [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
] as const;

/** Every element in document order, as `document.querySelectorAll("*")` lists them (no template contents). */
function* elementsOf(node: Node): Generator<Element> {
  for (const child of "childNodes" in node ? node.childNodes : []) {
    if ("tagName" in child) yield child;
    yield* elementsOf(child);
  }
}

/**
 * Where in `html` (in characters) the first view ends: the end of the last element that lies whole
 * within the first screen, at each size in `firstViews`, without JavaScript (the page's own first
 * paint; its layout comes from the full stylesheet, as the critical CSS's does).
 */
export async function firstViewEnd(browser: Browser, url: string, html: string): Promise<number> {
  const elements = [...elementsOf(parse(html, { scriptingEnabled: false, sourceCodeLocationInfo: true }))];
  let end = 0;
  for (const viewport of firstViews) {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    const { count, shown } = await page.evaluate(() => {
      const all = [...document.querySelectorAll("*")];
      const shown = all.flatMap((element, index) => {
        const box = element.getBoundingClientRect();
        const whole = box.height > 0 && box.top >= 0 && box.bottom <= innerHeight && box.left < innerWidth;
        return whole ? [index] : [];
      });
      return { count: all.length, shown };
    });
    await context.close();
    if (count !== elements.length)
      throw new Error(`first-view: ${url} has ${count} elements in the browser, ${elements.length} in parse5`);
    for (const index of shown) end = Math.max(end, elements[index]?.sourceCodeLocation?.endOffset ?? 0);
  }
  return end;
}

/** How much HTML (in characters) the first `length` bytes of a brotli stream decode to. */
export function decodedLength(brotli: Buffer, length: number): Promise<number> {
  return new Promise((resolve) => {
    const decoder = createBrotliDecompress();
    const chunks: Buffer[] = [];
    const done = () => resolve(Buffer.concat(chunks).toString("utf8").length);
    decoder.on("data", (chunk: Buffer) => chunks.push(chunk));
    decoder.on("error", done);
    decoder.write(brotli.subarray(0, length), () => decoder.flush(done));
  });
}

/** The fewest bytes of a brotli stream that decode to at least `characters` of its text. */
export async function bytesFor(brotli: Buffer, characters: number): Promise<number> {
  let low = 0;
  let high = brotli.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if ((await decodedLength(brotli, middle)) >= characters) high = middle;
    else low = middle + 1;
  }
  return high;
}
