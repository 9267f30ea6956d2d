// A page's first view (docs/decisions/0010-islands.md, "The budgets"): whether it arrives in a new
// connection's first round trip, and whether the critical CSS lays it out as the full stylesheet
// does. A browser parses and paints a document as its bytes arrive, and brotli decodes in order:
// what the first round trip carries is the HTML its first bytes decode to. So the question is how
// many bytes on the wire it takes for every element the first screen shows, at a phone's size and
// at a desktop's, to have arrived.
import { createBrotliDecompress } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
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

/** An element's box, rounded to the pixel. */
type Box = readonly [x: number, y: number, width: number, height: number];

/** Every element's box, in document order. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("*")].map((element): Box => {
      const box = element.getBoundingClientRect();
      return [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)];
    }),
  );

/** Turns the page's stylesheet link on or off (the page loader's job, which does not run here). */
const switchStylesheet = (page: Page, on: boolean) =>
  page.evaluate((on) => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')) link.disabled = !on;
  }, on);

/**
 * A page's first view, at each size in `firstViews`, without JavaScript: where in `html` (in
 * characters) it ends (the end of the last element that lies whole within the first screen), and
 * the elements of it that the critical CSS alone lays out elsewhere than the full stylesheet does
 * (they would move when it arrives: a layout shift). One load of the page: first with the critical
 * CSS alone (the stylesheet refused), then with the stylesheet turned on and off.
 */
export async function firstView(
  browser: Browser,
  url: string,
  html: string,
): Promise<{ end: number; moved: string[] }> {
  const elements = [...elementsOf(parse(html, { scriptingEnabled: false, sourceCodeLocationInfo: true }))];
  const [phone, desktop] = firstViews;
  const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
  // Inter comes later and replaces its metric-matched fallback in either case: both lay out the fallback.
  await context.route(/\.woff2$/, (route) => route.abort());
  const stylesheet = /\.css$/;
  await context.route(stylesheet, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  const criticalOnPhone = await boxes(page);
  await context.unroute(stylesheet);
  const arrived = page.waitForEvent("requestfinished", (request) => stylesheet.test(new URL(request.url()).pathname));
  await switchStylesheet(page, true);
  await arrived;
  // It applies once parsed, just after it arrived: its rules are readable then (the refused copy's never are).
  const applied = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => {
        try {
          return Boolean(link.sheet?.cssRules.length);
        } catch {
          return false;
        }
      }),
    );
  for (let tries = 0; !(await applied()); )
    if (++tries > 100) throw new Error(`first-view: ${url}'s stylesheet arrived but never applied`);
  const fullOnPhone = await boxes(page);
  await page.setViewportSize(desktop);
  const fullOnDesktop = await boxes(page);
  await switchStylesheet(page, false);
  const criticalOnDesktop = await boxes(page);
  await context.close();

  let end = 0;
  const moved = new Set<string>();
  for (const [viewport, full, critical] of [
    [phone, fullOnPhone, criticalOnPhone],
    [desktop, fullOnDesktop, criticalOnDesktop],
  ] as const) {
    if (full.length !== elements.length || critical.length !== elements.length)
      throw new Error(`first-view: ${url} has ${full.length} elements in the browser, ${elements.length} in parse5`);
    for (const [index, [, y, , height]] of full.entries()) {
      if (height === 0 || y < 0 || y + height > viewport.height) continue;
      const element = elements[index];
      end = Math.max(end, element?.sourceCodeLocation?.endOffset ?? 0);
      if (critical[index]?.join() !== full[index]?.join())
        moved.add(
          `<${element?.tagName} class="${element?.attrs.find((attr) => attr.name === "class")?.value ?? ""}"> at ${viewport.width} px`,
        );
    }
  }
  return { end, moved: [...moved] };
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
