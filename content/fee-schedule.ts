// Keystub's published fees, the one source of the pricing page, its estimator and the business terms.
// Money in whole US cents, percentages in basis points: every fee is exact integer arithmetic.

/** An inclusive range of cards or scans counted per event or programme. */
export interface Band {
  readonly min: number;
  readonly max: number;
}

/** A band the product does not price: shown as "contact sales", never an invented number. */
export interface UnlistedBand extends Band {
  readonly listed: false;
}

export type Listed<Price> = Band & { readonly listed: true } & Price;
export type ScheduleBand<Price> = Listed<Price> | UnlistedBand;

export interface PercentPlusFixed {
  /** Percentage of the price, in basis points. */
  readonly percentBasisPoints: number;
  readonly fixedCents: number;
}

export interface Schedule<Price> {
  readonly unit: "card" | "scan";
  /** Contiguous from 0 up to the last band; above it the fee is quoted by sales. */
  readonly bands: readonly ScheduleBand<Price>[];
}

const listed = <Price>(min: number, max: number, price: Price): Listed<Price> => ({ min, max, listed: true, ...price });
const unlisted = (min: number, max: number): UnlistedBand => ({ min, max, listed: false });

/** Paid ticketing, primary and secondary, all-in: a base fee per card plus a percentage of its price. */
export const paidTicketing: Schedule<{ readonly baseCents: number; readonly percentBasisPoints: number }> = {
  unit: "card",
  bands: [
    listed(0, 500, { baseCents: 200, percentBasisPoints: 1500 }),
    listed(501, 1_000, { baseCents: 175, percentBasisPoints: 1500 }),
    listed(1_001, 2_000, { baseCents: 150, percentBasisPoints: 1400 }),
    unlisted(2_001, 5_000),
    listed(5_001, 10_000, { baseCents: 125, percentBasisPoints: 1300 }),
    listed(10_001, 25_000, { baseCents: 100, percentBasisPoints: 1200 }),
    listed(25_001, 50_000, { baseCents: 75, percentBasisPoints: 1100 }),
    listed(50_001, 100_000, { baseCents: 50, percentBasisPoints: 1000 }),
    listed(100_001, 250_000, { baseCents: 35, percentBasisPoints: 900 }),
    listed(250_001, 500_000, { baseCents: 30, percentBasisPoints: 800 }),
  ],
};

/** Fan cards and prepaid ticketing: a flat fee per card. */
export const fanCards: Schedule<{ readonly feeCents: number }> = {
  unit: "card",
  bands: [
    listed(0, 500, { feeCents: 500 }),
    listed(501, 1_000, { feeCents: 500 }),
    listed(1_001, 2_000, { feeCents: 400 }),
    unlisted(2_001, 5_000),
    listed(5_001, 10_000, { feeCents: 300 }),
    listed(10_001, 25_000, { feeCents: 200 }),
    listed(25_001, 50_000, { feeCents: 150 }),
    listed(50_001, 100_000, { feeCents: 125 }),
    listed(100_001, 250_000, { feeCents: 100 }),
    listed(250_001, 500_000, { feeCents: 85 }),
  ],
};

/** Retail activations: a fee per scan, for retail offers and for gamification. */
export const retailActivations: Schedule<{ readonly retailCents: number; readonly gamificationCents: number }> = {
  unit: "scan",
  bands: [
    listed(0, 1_000, { retailCents: 50, gamificationCents: 25 }),
    listed(1_001, 5_000, { retailCents: 40, gamificationCents: 20 }),
    listed(5_001, 10_000, { retailCents: 35, gamificationCents: 15 }),
    listed(10_001, 25_000, { retailCents: 30, gamificationCents: 10 }),
    listed(25_001, 50_000, { retailCents: 25, gamificationCents: 8 }),
    listed(50_001, 100_000, { retailCents: 20, gamificationCents: 6 }),
    listed(100_001, 250_000, { retailCents: 15, gamificationCents: 5 }),
    listed(250_001, 500_000, { retailCents: 10, gamificationCents: 4 }),
    listed(500_001, 1_000_000, { retailCents: 8, gamificationCents: 3 }),
    listed(1_000_001, 5_000_000, { retailCents: 5, gamificationCents: 2 }),
  ],
};

/** The fees outside the volume schedules. */
export const otherFees = {
  subscriptions: { percentBasisPoints: 1500, fixedCents: 150 },
  digitalCollectibles: { percentBasisPoints: 1500, fixedCents: 500 },
  /** Of a purchase made through an affiliate link. */
  affiliate: { percentBasisPoints: 2000, fixedCents: 0 },
  thirdPartyIntegration: { percentBasisPoints: 2000, fixedCents: 0 },
} as const satisfies Record<string, PercentPlusFixed>;

export type OtherFee = keyof typeof otherFees;

/** docs/product.md: card processing is included in the list prices above, per transaction. */
export const merchantFee: PercentPlusFixed = { percentBasisPoints: 290, fixedCents: 30 };

/** The last count a schedule prices; above it, sales quotes the fee. */
export function lastListedCount(schedule: Schedule<unknown>): number {
  return schedule.bands.at(-1)?.max ?? 0;
}

/** The band a count of cards or scans falls in, or undefined above the schedule. */
export function bandFor<Price>(schedule: Schedule<Price>, count: number): ScheduleBand<Price> | undefined {
  return schedule.bands.find((band) => count >= band.min && count <= band.max);
}

/** A percentage of an amount, rounded half up to the cent. */
export function percentOf(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000);
}

export type EstimateInput =
  | { readonly product: "paidTicketing"; readonly cards: number; readonly priceCents: number }
  | { readonly product: "fanCards"; readonly cards: number }
  | { readonly product: "retailScans" | "gamificationScans"; readonly scans: number };

export type Product = EstimateInput["product"];
export const products = [
  "paidTicketing",
  "fanCards",
  "retailScans",
  "gamificationScans",
] as const satisfies readonly Product[];

export type Estimate =
  | {
      readonly kind: "fee";
      readonly band: Band;
      /** The fee on each card or scan. */
      readonly unitFeeCents: number;
      readonly totalCents: number;
    }
  /** No published price: the band is unlisted, or the count is above the last band. */
  | { readonly kind: "contactSales"; readonly reason: "unlisted"; readonly band: Band }
  | { readonly kind: "contactSales"; readonly reason: "aboveSchedule"; readonly lastListed: number };

export class EstimateInputError extends RangeError {
  override name = "EstimateInputError";
  readonly field: "count" | "price";
  constructor(field: "count" | "price", message: string) {
    super(message);
    this.field = field;
  }
}

function priced<Price>(schedule: Schedule<Price>, count: number, unitFee: (band: Listed<Price>) => number): Estimate {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new EstimateInputError("count", `count must be a whole number of 0 or more, got ${count}`);
  }
  const band = bandFor(schedule, count);
  if (!band) return { kind: "contactSales", reason: "aboveSchedule", lastListed: lastListedCount(schedule) };
  const range = { min: band.min, max: band.max };
  if (!band.listed) return { kind: "contactSales", reason: "unlisted", band: range };
  const unitFeeCents = unitFee(band);
  return { kind: "fee", band: range, unitFeeCents, totalCents: unitFeeCents * count };
}

/** The band of the total count applies to every card; a percentage is rounded to the cent per card. */
export function estimateFee(input: EstimateInput): Estimate {
  switch (input.product) {
    case "paidTicketing": {
      const { priceCents } = input;
      if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
        throw new EstimateInputError("price", `price must be a whole number of cents of 0 or more, got ${priceCents}`);
      }
      return priced(
        paidTicketing,
        input.cards,
        (band) => band.baseCents + percentOf(priceCents, band.percentBasisPoints),
      );
    }
    case "fanCards":
      return priced(fanCards, input.cards, (band) => band.feeCents);
    case "retailScans":
      return priced(retailActivations, input.scans, (band) => band.retailCents);
    case "gamificationScans":
      return priced(retailActivations, input.scans, (band) => band.gamificationCents);
  }
}
