import { manifestHref } from "../../app/styles/head-links.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

// That every island of every page hydrates without re-creating its prerendered markup, that a
// hero's first picture is preloaded from the head and that every page carries its favicon are
// checked on each page's one load in every-page.spec.ts.

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
