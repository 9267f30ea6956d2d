import { readFileSync } from "node:fs";
import { manifestHref } from "../../app/styles/head-links.ts";
import { hydratedMark } from "../../site/first-paint.ts";
import { everyPage, expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Hydration adopts the prerendered page as it is. An element React could not match would be
 * removed and created again: the page would flash, lose focus or scroll position, and run inline
 * scripts twice. Allowed to leave: preload hints and React Router's data scripts.
 */

declare global {
  interface Window {
    removedDuringHydration?: string[];
  }
}

for (const { path } of everyPage) {
  test(`${path} hydrates without removing or re-creating a prerendered element`, async ({ page, consoleErrors: _ }) => {
    await page.addInitScript((mark) => {
      const removed: string[] = [];
      window.removedDuringHydration = removed;
      const expected = (node: Element) =>
        (node.localName === "link" && ["preload", "modulepreload"].includes(node.getAttribute("rel") ?? "")) ||
        (node.localName === "script" && node.textContent?.startsWith("window.__reactRouterContext.stream"));
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
        new PerformanceObserver((list, self) => {
          if (list.getEntriesByName(mark).length === 0) return;
          record(observer.takeRecords());
          observer.disconnect();
          self.disconnect();
        }).observe({ type: "mark", buffered: true });
      });
    }, hydratedMark);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.evaluate(() => window.removedDuringHydration)).toEqual([]);
  });
}

test("the web app manifest is linked once the page is interactive, not while it loads", async ({
  page,
  request,
  consoleErrors: _,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toContain('rel="manifest"');
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
