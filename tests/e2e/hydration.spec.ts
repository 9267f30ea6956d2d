import { readFileSync } from "node:fs";
import { manifestHref } from "../../app/styles/head-links.ts";
import { everyPage, expect, hydrateEveryIsland, test, waitForHydration } from "./fixtures.ts";

/**
 * Each island adopts its prerendered markup as it is (app/islands/). An element React could not
 * match would be removed and created again: the page would flash, lose focus or scroll position.
 * React also reports a mismatch as an error, which fails any test. Allowed to leave: preload hints.
 */

declare global {
  interface Window {
    removedDuringHydration?: string[];
    stopWatching?: () => void;
  }
}

for (const { path } of everyPage) {
  test(`${path}: every island hydrates without removing or re-creating a prerendered element`, async ({
    page,
    consoleErrors: _,
  }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      window.removedDuringHydration = removed;
      const expected = (node: Element) =>
        node.localName === "link" && ["preload", "modulepreload"].includes(node.getAttribute("rel") ?? "");
      const record = (records: MutationRecord[]) => {
        // A node moved (removed and inserted again) is connected again by now.
        for (const { removedNodes } of records)
          for (const node of removedNodes)
            if (node instanceof Element && !node.isConnected && !expected(node))
              removed.push(node.outerHTML.slice(0, 120));
      };
      document.addEventListener("DOMContentLoaded", () => {
        const observer = new MutationObserver(record);
        observer.observe(document, { childList: true, subtree: true });
        window.stopWatching = () => {
          record(observer.takeRecords());
          observer.disconnect();
        };
      });
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    // The islands further down hydrate as they come near: each is brought into view in turn.
    await hydrateEveryIsland(page);
    await page.evaluate(() => window.stopWatching?.());
    expect(await page.evaluate(() => window.removedDuringHydration)).toEqual([]);
  });
}

test("the web app manifest is linked once the page is interactive, not while it loads", async ({
  page,
  request,
  consoleErrors: _,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toMatch(/<link[^>]*rel="manifest"/);
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", manifestHref);
  expect((await request.get(manifestHref)).status()).toBe(200);
});

for (const path of ["/", "/es"]) {
  test(`${path} carries its favicon: the browser requests no icon while the page loads`, async ({
    page,
    consoleErrors: _,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(path);
    await waitForHydration(page);
    const href = (await page.locator('link[rel="icon"]').getAttribute("href")) ?? "";
    expect(href.startsWith("data:image/svg+xml,"), href.slice(0, 40)).toBe(true);
    const file = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8").trim();
    expect(decodeURIComponent(href.slice("data:image/svg+xml,".length))).toBe(file);
    expect(requested.filter((url) => /^\/favicon\./.test(url))).toEqual([]);
  });
}

// The hero's first picture is the page's largest paint: its preload is in the head, where the
// browser reads it before laying out the page, and never inside an island's markup (where a
// separately rendered island would put it if the picture asked for it itself).
for (const { path } of everyPage) {
  test(`${path}: a hero's first picture is preloaded from the head, and nothing else is`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const [head = "", body = ""] = html.split("</head>");
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([link]) => link);
    expect(body).not.toMatch(/<link rel="preload"/);
    const eager = /<picture[^>]*>(<source[^>]*>)+<img[^>]*fetchPriority="high"/.exec(body)?.[0];
    if (!eager) {
      expect(preloads).toEqual([]);
      return;
    }
    const avif = /<source type="image\/avif" srcSet="([^"]+)"/.exec(eager)?.[1];
    expect(avif).toBeTruthy();
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`imageSrcSet="${avif}"`);
    expect(preloads[0]).toContain('fetchPriority="high"');
  });
}
