import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Locator } from "@playwright/test";
import { expect, inLanguage, locales, pagePath, test, text, waitForHydration } from "./fixtures.ts";

// The sticky header never covers what the page scrolls to (one language: the same header and scrolling).

inLanguage("es", (locale) =>
  test(`an anchor target, and a field focused near the top of the screen with its label, stop below the sticky header, in ${locale}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto(`${pagePath("music", locale)}#final-cta`);
    await waitForHydration(page);
    const headerBottom = () => page.getByRole("banner").evaluate((element) => element.getBoundingClientRect().bottom);
    const form = page.locator("#final-cta");
    await expect.poll(async () => (await form.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(await headerBottom());
    expect((await form.boundingBox())?.y ?? 99).toBeLessThan((await headerBottom()) + 2);

    // Named by its heading, for a screen reader's list of groups.
    await expect(form.getByRole("group", { name: text(locale, "finalCTA.title") })).toBeVisible();
    const field = form.getByLabel(text(locale, "finalCTA.labels.email"), { exact: true });
    const label = form.locator(`label[for="${await field.getAttribute("id")}"]`);
    // Scrolled so that the field sits just under the header, its label hidden behind it, then
    // tabbed into from the field before (focused where it is, without scrolling).
    const offset = (await headerBottom()) + 4;
    await field.evaluate((element, by) => window.scrollBy(0, element.getBoundingClientRect().top - by), offset);
    expect((await label.boundingBox())?.y ?? 0).toBeLessThan(await headerBottom());
    await form
      .getByLabel(text(locale, "finalCTA.labels.name"), { exact: true })
      .evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
    await page.keyboard.press("Tab");
    await expect(field).toBeFocused();
    await expect.poll(async () => (await label.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(await headerBottom());
  }),
);

/**
 * Browsers paint while the document still arrives: nothing painted may be moved by what follows. A
 * server in front holds each document at a mark until the part before it has painted; a hero held
 * after its <h1> shows no words until the rest has come (app/components/ui/hero-paint.ts).
 */
for (const locale of locales) {
  test(`a page painted while its document is still arriving does not move when the rest comes, in ${locale}`, async ({
    page,
    baseURL,
  }) => {
    let release = () => {};
    /** Where the page being loaded is held: just after this element's end tag. */
    let holdAfter = (_html: string) => 0;
    const proxy = createServer(async (request, response) => {
      const upstream = await fetch(new URL(request.url ?? "/", baseURL), {
        headers: { "accept-encoding": "identity" },
      });
      const type = upstream.headers.get("content-type") ?? "";
      response.writeHead(upstream.status, { "content-type": type });
      // Only the page itself is held, never a file it asks for, whatever its type.
      if (request.headers["sec-fetch-dest"] !== "document" || !type.startsWith("text/html"))
        return response.end(Buffer.from(await upstream.arrayBuffer()));
      const html = await upstream.text();
      const mark = holdAfter(html);
      response.write(html.slice(0, mark));
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      response.end(html.slice(mark));
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { __shifts: shifts });
      type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const { value, sources } of list.getEntries() as Shift[])
          shifts.push(
            `${value} ${sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName))}`,
          );
      }).observe({ type: "layout-shift", buffered: true });
    });
    const painted = () =>
      page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    /** Loads `path` held after `after`'s end tag: `shown` is painted meanwhile, `hidden` not. */
    const arrive = async (
      path: string,
      after: { tag: string; in?: string },
      { shown, hidden }: { shown: Locator; hidden?: Locator },
    ) => {
      holdAfter = (html) => {
        const end = `</${after.tag}>`;
        return html.indexOf(end, after.in ? html.indexOf(`<${after.in}`) : 0) + end.length;
      };
      await page.goto(origin + path, { waitUntil: "commit" });
      await expect(shown).toBeVisible();
      await painted();
      if (hidden) await expect(hidden).toBeHidden();
      release();
      await expect(page.getByRole("contentinfo")).toBeAttached();
      await painted();
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    };
    const missing = locale === "en" ? "/no-such-page" : "/es/no-existe";
    try {
      const links = page.getByRole("banner").getByRole("navigation").first().getByRole("link");
      const title = page.getByRole("heading", { level: 1 });
      await test.step("the header, on a desktop", async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await arrive(missing, { tag: "li", in: "header" }, { shown: links.first() });
      });
      await test.step("the 404 page's words, on a desktop", async () => {
        await arrive(missing, { tag: "h1" }, { shown: title });
      });
      await test.step("a slideshow hero, on a desktop", async () => {
        await arrive(pagePath("music", locale), { tag: "h1" }, { shown: links.first(), hidden: title });
      });
      await test.step("a page hero, on a phone", async () => {
        await page.setViewportSize({ width: 390, height: 800 });
        const logo = page.getByRole("banner").getByRole("link").first();
        await arrive(pagePath("privacy", locale), { tag: "h1" }, { shown: logo, hidden: title });
      });
    } finally {
      proxy.close();
    }
  });
}
