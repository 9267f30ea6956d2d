import { readFileSync } from "node:fs";
import { ogImagePath } from "../../app/seo.ts";
import { absoluteUrl, matchPage } from "../../site/pages.ts";
import { everyPage, expect, test } from "./fixtures.ts";

// The public origin the build was made with: canonical links must use it. (The sitemap's entries
// are site/sitemap.test.ts's; that each page answers 200 at its path, every-page.spec.ts's.)
const { SITE_URL: siteUrl } = JSON.parse(readFileSync("build/build-info.json", "utf8")).publicConfig as {
  SITE_URL: string;
};

// Every page as crawlers and visitors without JavaScript get it, each loaded once. The rest of the
// head is app/seo.test.ts's, the structured data app/structured-data.test.ts's.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page in both languages has its own title, description, canonical, Open Graph and Twitter image and internal links in its language, and shows its content with its whole stylesheet, fitting the screen", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000); // every page in both languages, one after another
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const images = new Set<string>();
    const checked = new Map<string, number>();
    for (const { id, locale, path } of everyPage) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);

      await test.step(`${path}: its own title, description and canonical`, async () => {
        const title = await page.title();
        expect(titles.has(title), `${path}: duplicate title ${title}`).toBe(false);
        titles.add(title);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(description && !descriptions.has(description), `${path}: description`).toBe(true);
        descriptions.add(description ?? "");

        await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", absoluteUrl(siteUrl, path));
        // The rest of the head follows from the page and its language (app/seo.test.ts).
        const og = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
        expect(await og("og:title"), path).toBe(title);
      });

      await test.step(`${path}: its own Open Graph and Twitter image, a 1200×630 PNG that answers 200`, async () => {
        const meta = (selector: string) => page.locator(`meta[${selector}]`).getAttribute("content");
        const image = await meta('property="og:image"');
        expect(image, path).toBe(absoluteUrl(siteUrl, ogImagePath(id, locale)));
        expect(images.has(image ?? ""), `${path}: shares its image`).toBe(false);
        images.add(image ?? "");
        expect(await meta('name="twitter:image"'), path).toBe(image);
        expect(await meta('name="twitter:card"'), path).toBe("summary_large_image");

        const answer = await request.get(new URL(image ?? "").pathname, { maxRedirects: 0 });
        expect([answer.status(), answer.headers()["content-type"]], image ?? "").toEqual([200, "image/png"]);
        // The PNG signature, then the IHDR chunk: width and height as 32-bit big-endian integers.
        const png = await answer.body();
        expect(png.subarray(0, 16).toString("hex"), image ?? "").toBe("89504e470d0a1a0a0000000d49484452");
        expect([png.readUInt32BE(16), png.readUInt32BE(20)], image ?? "").toEqual([1200, 630]);
      });

      await test.step(`${path}: internal links stay in the page's language and never point at a redirect`, async () => {
        const links = await page
          .locator('a[href^="/"]')
          .evaluateAll((anchors) =>
            anchors.map((a) => ({ href: a.getAttribute("href") ?? "", hreflang: a.getAttribute("hreflang") })),
          );
        for (const link of links) {
          const target = link.href.split("#")[0] || path;
          if (link.hreflang) {
            expect(matchPage(target)?.locale, `${path}: language switch ${target}`).toBe(link.hreflang);
            continue;
          }
          expect(matchPage(target)?.locale ?? "asset", `${path}: ${target}`).toMatch(new RegExp(`^(${locale}|asset)$`));
          if (!checked.has(target)) checked.set(target, (await request.get(target, { maxRedirects: 0 })).status());
          expect(checked.get(target), `${path}: ${target}`).toBe(200);
        }
      });

      await test.step(`${path}: shows its content with its whole stylesheet and fits the screen`, async () => {
        await expect(page.locator("h1"), path).toBeVisible();
        expect(
          await page.evaluate(() =>
            [...document.styleSheets].some((sheet) => !sheet.disabled && sheet.href?.includes("/assets/")),
          ),
          path,
        ).toBe(true);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${path} overflows`,
        ).toBe(true);
      });
    }
    expect(checked.size).toBeGreaterThan(10);
  });
});

test("/favicon.ico, asked for by browsers and crawlers whatever the page links, is a 32 px icon", async ({
  request,
}) => {
  const response = await request.get("/favicon.ico");
  expect([response.status(), response.headers()["content-type"]]).toEqual([200, "image/x-icon"]);
  // An ICO header (reserved 0, type 1, a count of images), then its first image's width and height.
  expect([...(await response.body()).subarray(0, 8)]).toEqual([0, 0, 1, 0, expect.any(Number), 0, 32, 32]);
});
