/** docs/product.md: when each legal document took effect or was last updated (ISO dates). */
export const legalDates = {
  privacy: "2024-12-08",
  terms: "2024-03-11",
  businessTerms: "2025-05-17",
  professionalServices: "2024-03-14",
} as const;

export type LegalDocument = keyof typeof legalDates;
