import { expect, locales, test, text } from "./fixtures.ts";

/**
 * The product pages' sections, content and calls to action are checked on each page's one load in
 * every-page.spec.ts (with page-content.ts); here, what only a phone shows.
 */

for (const locale of locales) {
  test(`@phone the comparison reads on a 320 px phone without sideways scrolling in ${locale}`, async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await navigate("comparison", locale);
    const table = page.getByRole("table", { name: text(locale, "comparison:table.caption") });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(13);
    const row = table.getByRole("row", {
      name: new RegExp(escapeRegExp(text(locale, "comparison:table.rows.resale.feature"))),
    });
    await expect(row.getByRole("cell").first()).toContainText(text(locale, "comparison:table.rows.resale.others"));
    await expect(row.getByRole("cell").last()).toContainText(text(locale, "comparison:table.rows.resale.keystub"));
    await expect(row).toContainText(text(locale, "comparison:table.columns.keystub"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const widest = await table.evaluate((element) => element.getBoundingClientRect().right);
    expect(widest).toBeLessThanOrEqual(320);
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
