import { pageIds } from "../../site/pages.ts";
import { expect, locales, pagePath, test, text, waitForHydration } from "./fixtures.ts";

/** Layout rules that hold on every page, measured as rendered at a phone's and a desktop's width. */

const widths = [320, 390, 768, 1440] as const;

for (const locale of locales) {
  test(`feature icon tiles stay 48 px squares at every width, on every page, in ${locale}`, async ({ page }) => {
    test.setTimeout(120_000); // every page at four widths
    let tiles = 0;
    for (const id of pageIds) {
      await page.goto(pagePath(id, locale));
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const sizes = await page
          .locator("[data-icon-tile]")
          .evaluateAll((tiles) => tiles.map((tile) => [tile.clientWidth, tile.clientHeight]));
        tiles += sizes.length;
        for (const size of sizes) expect(size, `${pagePath(id, locale)} at ${width} px`).toEqual([48, 48]);
      }
    }
    expect(tiles, "icon tiles measured").toBeGreaterThan(50);
  });

  test(`an anchor target and a focused field stop below the sticky header in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto(`${pagePath("music", locale)}#final-cta`);
    await waitForHydration(page);
    const header = page.getByRole("banner");
    const headerBottom = async () => {
      const box = await header.boundingBox();
      return (box?.y ?? 0) + (box?.height ?? 0);
    };
    const section = page.locator("#final-cta");
    await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(await headerBottom());
    expect((await section.boundingBox())?.y ?? 99).toBeLessThan((await headerBottom()) + 2);

    // A field focused from further down the page is scrolled into view below the header.
    const name = section.getByLabel(text(locale, "finalCTA.labels.name"), { exact: true });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await name.focus();
    await expect(name).toBeFocused();
    const box = await name.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(await headerBottom());
  });
}
