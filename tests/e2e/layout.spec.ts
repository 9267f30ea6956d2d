import { expect, inLanguage, pagePath, test, text, waitForHydration } from "./fixtures.ts";

/**
 * The sticky header never covers what the page scrolls to: the same header and the same scrolling
 * in either language, so this runs in one (Spanish; keyboard.spec.ts's field under the header runs
 * in English). Layout rules that hold on every page, measured at a phone's and a desktop's width,
 * are checked in every-page.spec.ts.
 */

inLanguage("es", (locale) =>
  test(`an anchor target and a focused field stop below the sticky header, in ${locale}`, async ({ page }) => {
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
  }),
);
