import { describe, expect, it } from "vitest";
import { formatMoney } from "./fee-schedule-format.ts";
import { formatStat } from "./promotional-stats.ts";

// Intl separates "USD" from the number with a no-break space; the tests read it as a space.
const plain = (value: string) => value.replace(/\u00a0/g, " ");

// Whole cents, percentages, counts and amounts as the pricing page shows them, in both languages, are
// tests/e2e/pricing.spec.ts's (written out there without these formatters).
describe("the site's number formats", () => {
  it("writes dollars as $ in English and USD in Spanish, with the same grouping", () => {
    expect(formatMoney(250_000_00, "en", { cents: "auto" })).toBe("$250,000");
    expect(plain(formatMoney(250_000_00, "es", { cents: "auto" }))).toBe("USD 250,000");
    expect(formatMoney(1_065_000, "en", { cents: "auto" })).toBe("$10,650");
    expect(formatMoney(1_065_050, "en", { cents: "auto" })).toBe("$10,650.50");
    // USD and its number stay together on one line.
    expect(formatMoney(100_00, "es", { cents: "auto" })).toBe("USD\u00a0100");
  });

  it("writes the promotional statistics in the language's style, like every other amount", () => {
    expect(formatStat("festivalResaleRevenue", "en")).toBe("$42,000");
    expect(plain(formatStat("festivalResaleRevenue", "es"))).toBe("USD 42,000");
    expect(formatStat("vipPerkRedemption", "es")).toBe("75%");
    expect(formatStat("spendIncrease", "en")).toBe("3.2x");
    expect(formatStat("spendIncrease", "es")).toBe("3.2x");
  });
});
