import type { Locale } from "../../site/locales.ts";
import { localeTag } from "../../site/locales.ts";
import { merchantFee } from "../fee-schedule.ts";
import { formatMoney, formatPercent } from "../fee-schedule-format.ts";
import type { LegalDocument } from "../legal-dates.ts";

// The numbers the legal documents promise, written once; the text names them as `{{name}}`.
export type LegalConstant =
  | { readonly kind: "money"; readonly cents: number }
  | { readonly kind: "percent"; readonly basisPoints: number }
  | { readonly kind: "duration"; readonly unit: "day" | "month" | "year"; readonly value: number };

const days = (value: number) => ({ kind: "duration", unit: "day", value }) as const;
const months = (value: number) => ({ kind: "duration", unit: "month", value }) as const;
const years = (value: number) => ({ kind: "duration", unit: "year", value }) as const;

export const legalConstants = {
  minimumAge: years(18),
  arbitrationOptOutPeriod: days(30),
  comprehensiveArbitrationThreshold: { kind: "money", cents: 250_000_00 },
  liabilityFloor: { kind: "money", cents: 100_00 },
  liabilityLookback: months(12),
  childrenAge: years(13),
  privacyResponseTime: months(1),
  /** docs/product.md: consent expires 11 months after the last explicit choice. */
  consentLifetime: months(11),
  invoicePaymentTerm: days(30),
  merchantFeePercent: { kind: "percent", basisPoints: merchantFee.percentBasisPoints },
  merchantFeeFixed: { kind: "money", cents: merchantFee.fixedCents },
  serviceWarranty: days(30),
  nonconformanceNoticePeriod: days(10),
} as const satisfies Record<string, LegalConstant>;

export type LegalConstantName = keyof typeof legalConstants;

export function isLegalConstant(name: string): name is LegalConstantName {
  return Object.hasOwn(legalConstants, name);
}

/** The constants each document must state (docs/product.md). */
export const constantsByDocument = {
  privacy: ["childrenAge", "privacyResponseTime", "consentLifetime"],
  terms: [
    "minimumAge",
    "arbitrationOptOutPeriod",
    "comprehensiveArbitrationThreshold",
    "liabilityFloor",
    "liabilityLookback",
  ],
  businessTerms: ["invoicePaymentTerm", "merchantFeePercent", "merchantFeeFixed"],
  professionalServices: ["serviceWarranty", "nonconformanceNoticePeriod"],
} as const satisfies Record<LegalDocument, readonly LegalConstantName[]>;

export function formatLegalConstant(name: LegalConstantName, locale: Locale): string {
  const constant: LegalConstant = legalConstants[name];
  switch (constant.kind) {
    case "money":
      return formatMoney(constant.cents, locale, { cents: "auto" });
    case "percent":
      return formatPercent(constant.basisPoints, locale);
    case "duration":
      return new Intl.NumberFormat(localeTag(locale), {
        style: "unit",
        unit: constant.unit,
        unitDisplay: "long",
      }).format(constant.value);
  }
}
