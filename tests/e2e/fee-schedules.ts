import type { Page } from "@playwright/test";
import {
  fanCards as fanCardsSchedule,
  paidTicketing as paidTicketingSchedule,
  retailActivations as retailSchedule,
  type Schedule,
} from "../../content/fee-schedule.ts";
import { expect, type Locale, text } from "./fixtures.ts";

/**
 * The fee schedules as each page must show them, derived from their one source
 * (content/fee-schedule.ts, whose numbers its unit tests pin with worked examples) and written out
 * here without the site's formatters: "$2.00" in English, "USD 2.00" in Spanish. `null` is a band
 * the product does not list.
 */
type Row = [band: string, ...cells: (string | null)[]];
const dollars = (cents: number) => (cents / 100).toFixed(2);
const percent = (basisPoints: number) => `${basisPoints / 100}%`;
function rows<Price>(schedule: Schedule<Price>, cells: (price: Price) => string[]): Row[] {
  return schedule.bands.map((band) => [`${band.min}-${band.max}`, ...(band.listed ? cells(band) : [null])]);
}
const paidTicketing = rows(paidTicketingSchedule, (price) => [
  dollars(price.baseCents),
  percent(price.percentBasisPoints),
]);
const fanCards = rows(fanCardsSchedule, (price) => [dollars(price.feeCents)]);
const retailActivations = rows(retailSchedule, (price) => [
  dollars(price.retailCents),
  dollars(price.gamificationCents),
]);
export const money = (amount: string, locale: Locale) => (locale === "en" ? `$${amount}` : `USD ${amount}`);
const cell = (value: string, locale: Locale) => (value.endsWith("%") ? value : money(value, locale));
const squash = (value: string) => value.replace(/\s+/g, " ").trim();

async function expectSchedule(page: Page, id: string, rows: Row[], locale: Locale) {
  const table = page.locator(`#${id} table`);
  for (const [band, ...cells] of rows) {
    const row = table.locator(`tr[data-band="${band}"]`);
    const [min = "", max = ""] = band.split("-").map((n) => Number(n).toLocaleString("en-US"));
    // "0–500" on screen; the dash is hidden from screen readers, which hear "0 to 500".
    expect(squash((await row.locator("th").textContent()) ?? "")).toBe(
      `${min}– ${text(locale, "pricing:schedules.bandTo")} ${max}`,
    );
    const values = (await row.locator("td").allTextContents()).map(squash);
    if (cells[0] === null) {
      // Unlisted: said so, with a way to sales, and never a number.
      expect(values).toEqual([
        `${text(locale, "pricing:schedules.notListed")} ${text(locale, "pricing:schedules.contactSales")}`,
      ]);
      expect(values.join(" ")).not.toMatch(/\$|USD|%/);
    } else {
      expect(values).toEqual(cells.map((value) => cell(value ?? "", locale)));
    }
  }
  const above = table.locator('tr[data-band="above"]');
  await expect(above.getByRole("link", { name: text(locale, "pricing:schedules.contactSales") })).toBeVisible();
}

/** The pricing page's four fee tables, as the product states them (the business terms show the same). */
export async function expectAllSchedules(page: Page, locale: Locale) {
  await expectSchedule(page, "fees-paid-ticketing", paidTicketing, locale);
  await expectSchedule(page, "fees-fan-cards", fanCards, locale);
  await expectSchedule(page, "fees-retail-activations", retailActivations, locale);
  const other = page.locator("#fees-other table");
  const fee = async (key: string) => squash((await other.locator(`tr[data-fee="${key}"] td`).textContent()) ?? "");
  expect(await fee("subscriptions")).toBe(`15% + ${money("1.50", locale)}`);
  expect(await fee("digitalCollectibles")).toBe(`15% + ${money("5.00", locale)}`);
  expect(await fee("affiliate")).toBe(text(locale, "pricing:schedules.other.affiliateDetail", { percent: "20%" }));
  expect(await fee("thirdPartyIntegration")).toBe("20%");
}
