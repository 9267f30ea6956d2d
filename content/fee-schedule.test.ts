import { describe, expect, it } from "vitest";
import { type Estimate, EstimateInputError, estimateFee, percentOf } from "./fee-schedule.ts";

// Expected values are copied from docs/product.md by hand, not derived from the module, so a wrong
// number in the data fails here. Each band's ends pin the schedules' bands: no gap, overlap or stray
// unlisted band. The other fees and the merchant fee are pinned by tests/e2e/pricing.spec.ts.
const fee = (min: number, max: number, unitFeeCents: number, count: number): Estimate => ({
  kind: "fee",
  band: { min, max },
  unitFeeCents,
  totalCents: unitFeeCents * count,
});
const unlisted: Estimate = { kind: "contactSales", reason: "unlisted", band: { min: 2_001, max: 5_000 } };
const above = (lastListed: number): Estimate => ({ kind: "contactSales", reason: "aboveSchedule", lastListed });

// Each band's rate at both of its ends: [min, max, unit fee in cents] (or a quote by sales).
const bands = (rows: [number, number, number | Estimate][]): [number, Estimate][] =>
  rows.flatMap(([min, max, rate]) =>
    [min, max].map((count): [number, Estimate] => [
      count,
      typeof rate === "number" ? fee(min, max, rate, count) : rate,
    ]),
  );

describe("paid ticketing at a $40.00 ticket (base + percentage of the price, per card)", () => {
  const cases = bands([
    [0, 500, 200 + 600],
    [501, 1_000, 175 + 600],
    [1_001, 2_000, 150 + 560],
    [2_001, 5_000, unlisted],
    [5_001, 10_000, 125 + 520],
    [10_001, 25_000, 100 + 480],
    [25_001, 50_000, 75 + 440],
    [50_001, 100_000, 50 + 400],
    [100_001, 250_000, 35 + 360],
    [250_001, 500_000, 30 + 320],
    [500_001, 10_000_000, above(500_000)],
  ]);
  it.each(cases)("%i cards", (cards, expected) => {
    expect(estimateFee({ product: "paidTicketing", cards, priceCents: 4_000 })).toEqual(expected);
  });

  // 15% of $19.99 is $2.9985 → $3.00; of $0.03 is $0.0045 → $0.00; of $0.10 is $0.015 → $0.02; a free ticket, the base.
  it.each([
    [1_999, 10, fee(0, 500, 500, 10)],
    [3, 10, fee(0, 500, 200, 10)],
    [10, 10, fee(0, 500, 202, 10)],
    [0, 800, fee(501, 1_000, 175, 800)],
  ])("rounds the percentage half up to the cent on each card: %i cents", (priceCents, cards, expected) => {
    expect(estimateFee({ product: "paidTicketing", cards, priceCents })).toEqual(expected);
  });
});

describe("fan cards and prepaid ticketing (flat fee per card)", () => {
  const cases = bands([
    [0, 500, 500],
    [501, 1_000, 500],
    [1_001, 2_000, 400],
    [2_001, 5_000, unlisted],
    [5_001, 10_000, 300],
    [10_001, 25_000, 200],
    [25_001, 50_000, 150],
    [50_001, 100_000, 125],
    [100_001, 250_000, 100],
    [250_001, 500_000, 85],
    [500_001, 500_001, above(500_000)],
  ]);
  it.each(cases)("%i cards", (cards, expected) => {
    expect(estimateFee({ product: "fanCards", cards })).toEqual(expected);
  });
});

describe("retail activations per scan (retail / gamification)", () => {
  const cases: [min: number, max: number, retail: number, gamification: number][] = [
    [0, 1_000, 50, 25],
    [1_001, 5_000, 40, 20],
    [5_001, 10_000, 35, 15],
    [10_001, 25_000, 30, 10],
    [25_001, 50_000, 25, 8],
    [50_001, 100_000, 20, 6],
    [100_001, 250_000, 15, 5],
    [250_001, 500_000, 10, 4],
    [500_001, 1_000_000, 8, 3],
    [1_000_001, 5_000_000, 5, 2],
  ];
  it.each(cases)("%i to %i scans", (min, max, retail, gamification) => {
    for (const scans of [min, max]) {
      expect(estimateFee({ product: "retailScans", scans })).toEqual(fee(min, max, retail, scans));
      expect(estimateFee({ product: "gamificationScans", scans })).toEqual(fee(min, max, gamification, scans));
    }
  });

  it("5,000,001 scans and more are quoted by sales", () => {
    expect(estimateFee({ product: "retailScans", scans: 5_000_001 })).toEqual(above(5_000_000));
    expect(estimateFee({ product: "gamificationScans", scans: 80_000_000 })).toEqual(above(5_000_000));
  });
});

describe("bad input", () => {
  it("refuses negative, fractional and unsafe counts, and a negative or fractional price, naming the field", () => {
    for (const cards of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => estimateFee({ product: "fanCards", cards })).toThrow(EstimateInputError);
    }
    for (const priceCents of [-100, 10.5]) {
      expect(() => estimateFee({ product: "paidTicketing", cards: 10, priceCents })).toThrow(
        expect.objectContaining({ constructor: EstimateInputError, field: "price" }),
      );
    }
  });
});

it.each([
  [10_000, 290, 290],
  [1, 5_000, 1],
  [1, 4_999, 0],
  [123_456_789, 1_500, 18_518_518],
])("percentOf(%i, %i basis points) is %i: exact integer arithmetic, half up", (amount, basisPoints, expected) => {
  expect(percentOf(amount, basisPoints)).toBe(expected);
});
