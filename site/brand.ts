/** The brand (docs/product.md). Kept apart from the configuration schema so the browser bundle never pulls in the validator. */
export const brand = {
  name: "Keystub",
  legalEntity: "Keystub Labs, Inc.",
} as const;
