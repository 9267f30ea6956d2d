import { describe, expect, it } from "vitest";
import { formatAmount, formatCount, formatMoney, formatMultiple, formatPercent } from "./fee-schedule-format.ts";
import { formatStat } from "./promotional-stats.ts";

// Intl separates "USD" from the number with a no-break space; the tests read it as a space.
const plain = (value: string) => value.replace(/\u00a0/g, " ");

describe("the site's number formats", () => {
  it("writes dollars as $ in English and USD in Spanish, with the same grouping", () => {
    expect(formatMoney(250_000_00, "en", { cents: "auto" })).toBe("$250,000");
    expect(plain(formatMoney(250_000_00, "es", { cents: "auto" }))).toBe("USD 250,000");
    expect(formatMoney(30, "en")).toBe("$0.30");
    expect(plain(formatMoney(30, "es"))).toBe("USD 0.30");
    expect(formatMoney(200, "en")).toBe("$2.00");
    expect(formatMoney(1_065_000, "en", { cents: "auto" })).toBe("$10,650");
    expect(formatMoney(1_065_050, "en", { cents: "auto" })).toBe("$10,650.50");
    // USD and its number stay together on one line.
    expect(formatMoney(100_00, "es", { cents: "auto" })).toBe("USD\u00a0100");
  });

  it("writes percentages, counts and multiples alike in both languages", () => {
    expect(formatPercent(290, "en")).toBe("2.9%");
    expect(formatPercent(290, "es")).toBe("2.9%");
    expect(formatPercent(1500, "es")).toBe("15%");
    expect(formatCount(500_000, "en")).toBe("500,000");
    expect(formatCount(5_000_000, "es")).toBe("5,000,000");
    expect(formatAmount(125_050, "es")).toBe("1,250.50");
    expect(formatMultiple(3.2, "en")).toBe("3.2x");
    expect(formatMultiple(3.2, "es")).toBe("3.2x");
  });

  it("writes the promotional statistics in the language's style, like every other amount", () => {
    expect(formatStat("festivalResaleRevenue", "en")).toBe("$42,000");
    expect(plain(formatStat("festivalResaleRevenue", "es"))).toBe("USD 42,000");
    expect(formatStat("vipPerkRedemption", "es")).toBe("75%");
    expect(formatStat("spendIncrease", "en")).toBe("3.2x");
  });
});
