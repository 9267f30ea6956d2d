import type { Locator } from "@playwright/test";
import { banner } from "./consent-support.ts";
import { expectAllSchedules, money } from "./fee-schedules.ts";
import { escapeRegExp, expect, inLanguage, islandHydrated, locales, open, test, text } from "./fixtures.ts";

// The pricing page: its fee schedules (fee-schedules.ts), printed, the estimator and its tooltips.
// The fees' arithmetic is content/fee-schedule.test.ts's, what input parses parse-amount.test.ts's.

for (const locale of locales) {
  test(`the pricing page shows every published fee from the product, its tables fit a 320 px phone, and printed is its fee schedules alone, in ${locale}`, async ({
    page,
  }) => {
    await open(page, "pricing", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "pricing:hero.title"));
    await expectAllSchedules(page, locale);
    for (const id of ["fees-paid-ticketing", "fees-fan-cards", "fees-retail-activations", "fees-other"]) {
      // Each table is named by its heading, and its columns and rows by their headers.
      const table = page.locator(`#${id} table`);
      await expect(table).toHaveAttribute("aria-labelledby", `${id}-title`);
      expect(await table.locator('thead th[scope="col"]').count()).toBeGreaterThan(1);
      expect(await table.locator('tbody th[scope="row"]').count()).toBeGreaterThan(3);
    }
    await expect(page.locator("main")).toContainText(
      text(locale, "pricing:highlights.processing.body", { percent: "2.9%", fixed: money("0.30", locale) }),
    );
    // The page ends with the contact section.
    await expect(page.locator("main > :last-child")).toHaveAttribute("id", "final-cta");

    await test.step("on a 320 px phone, no fee table scrolls sideways in its frame", async () => {
      // The layout is CSS alone: a resize lays the page out as a load at that width would. That
      // the page itself does not scroll sideways is every-page.spec.ts's.
      await page.setViewportSize({ width: 320, height: 720 });
      for (const frame of await page.locator("#fee-schedules table").all()) {
        expect(await frame.evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0))).toBe(
          true,
        );
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step("printed, it is its fee schedules alone: no header, footer or cookie banner", async () => {
      await expect(banner(page, locale)).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("table").first()).toBeVisible();
      await expect(page.locator("body > header")).toBeHidden();
      await expect(page.locator("body > footer")).toBeHidden();
      await expect(banner(page, locale)).toBeHidden();
    });
  });

  test(`the estimator works by keyboard, explains wrong input and answers in ${locale}'s format`, async ({ page }) => {
    await open(page, "pricing", locale);
    const estimator = page.locator("#estimator");
    await islandHydrated(page, "fee-estimator");
    const result = page.getByTestId("estimate");
    const total = page.getByTestId("estimate-total");
    const count = estimator.getByLabel(text(locale, "pricing:estimator.count.card"));
    const price = estimator.getByLabel(text(locale, "pricing:estimator.price"));

    // The prerendered example: 1,000 cards at $25.00 → ($1.75 + 15% × $25.00) × 1,000.
    await expect(total).toHaveText(money("5,500.00", locale));

    // Wrong input is explained; a Latin American way of writing the price is understood.
    await count.fill("12.5");
    await expect(count).toHaveAttribute("aria-invalid", "true");
    await expect(count).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(text(locale, "pricing:estimator.errors.countInvalid", { example: "1,500" }))),
    );
    await count.fill("");
    await expect(count).not.toHaveAttribute("aria-invalid", "true");
    await count.blur();
    await expect(estimator.getByText(text(locale, "pricing:estimator.errors.countEmpty")).first()).toBeVisible();
    await count.fill("800");
    await price.fill("abc");
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(
      estimator.getByText(text(locale, "pricing:estimator.errors.priceInvalid", { example: "25.00" })).first(),
    ).toBeVisible();
    await price.fill("19,90");
    await expect(price).not.toHaveAttribute("aria-invalid", "true");
    // 800 cards: $1.75 + 15% of $19.90 ($2.985 → $2.99) = $4.74 a card.
    await expect(total).toHaveText(money("3,792.00", locale));
    // Leaving a field writes its number back in the page's format.
    await price.fill("1250,5");
    await price.blur();
    await expect(price).toHaveValue("1,250.50");

    const paid = estimator.getByRole("radio", {
      name: text(locale, "pricing:estimator.products.paidTicketing"),
      exact: true,
    });
    await paid.focus();
    await page.keyboard.press("Tab");
    await expect(count).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("1,500");
    await page.keyboard.press("Tab");
    await expect(price).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("40");
    // 1,001–2,000 cards: $1.50 + 14% of $40.00 = $7.10 a card.
    await expect(total).toHaveText(money("10,650.00", locale));
    await expect(page.getByTestId("estimate-unit")).toHaveText(
      text(locale, "pricing:estimator.result.perCard", { fee: money("7.10", locale) }),
    );

    // An unlisted band answers "contact sales", never a number.
    await count.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("2001");
    await expect(page.getByTestId("estimate-contact")).toHaveText(
      text(locale, "pricing:estimator.contactSales.unlisted", {
        min: "2,001",
        max: "5,000",
        unit: text(locale, "pricing:estimator.units.card"),
      }),
    );
    await expect(result).not.toContainText(/\$|USD/);

    // Arrow keys change the product; fan cards need no price.
    await paid.focus();
    await page.keyboard.press("ArrowDown");
    await expect(
      estimator.getByRole("radio", { name: text(locale, "pricing:estimator.products.fanCards"), exact: true }),
    ).toBeChecked();
    await expect(price).toHaveCount(0);

    // "Contact sales" takes a keyboard user to the contact section.
    const sales = result.getByRole("link", { name: text(locale, "pricing:estimator.contactSales.cta") });
    await sales.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#final-cta")).toBeFocused();
    await expect(page).toHaveURL(/#final-cta$/);
  });
}

// The tooltips' delays do not depend on the language of their hints: one test, in Spanish.
inLanguage("es", (locale) => {
  test(`each kind of fee explains itself in a tooltip: after 700 ms of hover, at once on the next one within 300 ms, and on keyboard focus, in ${locale}`, async ({
    page,
  }) => {
    // docs/product.md: tooltip open delay 700 ms, skip delay 300 ms. Time moves only when the test moves it.
    await page.clock.install();
    await open(page, "pricing", locale);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const estimator = page.locator("#estimator");
    await islandHydrated(page, "fee-estimator");
    const radio = (key: string) =>
      page.getByRole("radio", { name: text(locale, `pricing:estimator.products.${key}`), exact: true });
    const option = (key: string) => estimator.locator("label").filter({ has: radio(key) });
    const hint = (key: string) => text(locale, `pricing:estimator.productHints.${key}`);
    const tooltip = page.getByRole("tooltip");
    // The pointer travels as a hand would, in steps: Radix follows its way out of a tooltip.
    const pointTo = async (target: Locator) => {
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      expect(box).not.toBeNull();
      if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
    };

    await pointTo(option("paidTicketing"));
    await page.clock.runFor(650);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(tooltip).toHaveText(hint("paidTicketing"));
    // Straight on to the next option, within the skip delay: it opens without waiting.
    await pointTo(option("fanCards"));
    await page.clock.runFor(50);
    await expect(tooltip).toHaveText(hint("fanCards"));
    // Away for longer than the skip delay: the next one waits the whole delay again.
    await page.mouse.move(0, 0, { steps: 12 });
    await page.clock.runFor(400);
    await expect(tooltip).toHaveCount(0);
    await pointTo(option("retailScans"));
    await page.clock.runFor(300);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(500);
    await expect(tooltip).toHaveText(hint("retailScans"));
    await page.mouse.move(0, 0, { steps: 12 });
    await page.clock.runFor(400);

    // A keyboard user gets the hint on focus, and a screen reader as the option's description.
    await radio("gamificationScans").focus();
    await expect(tooltip).toHaveText(hint("gamificationScans"));
    await expect(radio("gamificationScans")).toHaveAccessibleDescription(hint("gamificationScans"));
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
  });
});
