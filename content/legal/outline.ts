import type { LegalDocument } from "../legal-dates.ts";

// The sections of each legal document by a stable key: the page numbers them from this order
// (`#section-N`), and text refers to a section by its key.
export const outlines = {
  privacy: [
    "about",
    "information-we-collect",
    "how-we-use-information",
    "cookies",
    "sharing",
    "do-not-sell-or-share",
    "international-transfers",
    "retention",
    "security",
    "children",
    "your-rights",
    "changes",
  ],
  terms: [
    "agreement",
    "roles",
    "eligibility",
    "accounts",
    "digital-assets",
    "payments",
    "resale",
    "business-accounts-and-creators",
    "acceptable-use",
    "intellectual-property",
    "third-party-services",
    "disclaimers",
    "limitation-of-liability",
    "indemnity",
    "arbitration",
    "termination",
    "changes",
    "governing-law",
    "general",
  ],
  businessTerms: [
    "scope",
    "definitions",
    "services",
    "fees",
    "fee-schedules",
    "invoicing-and-payment",
    "pricing-changes",
    "customer-responsibilities",
    "data-protection",
    "confidentiality",
    "term-and-termination",
    "warranties-and-disclaimers",
    "limitation-of-liability",
    "professional-services",
    "governing-law",
    "general",
  ],
  professionalServices: [
    "scope",
    "statements-of-work",
    "fees-and-expenses",
    "customer-responsibilities",
    "changes",
    "acceptance",
    "warranty",
    "intellectual-property",
    "personnel",
    "term-and-termination",
    "precedence",
    "general",
  ],
} as const satisfies Record<LegalDocument, readonly string[]>;

export type SectionKey<Document extends LegalDocument> = (typeof outlines)[Document][number];

/** The id of the questions / contact block that closes every legal page. */
export const questionsAnchor = "questions";

/** `#section-N` for a section key (1-based, as printed). */
export function sectionAnchor(document: LegalDocument, key: string): string | undefined {
  const index = (outlines[document] as readonly string[]).indexOf(key);
  return index < 0 ? undefined : `section-${index + 1}`;
}

export function sectionNumber(document: LegalDocument, key: string): number | undefined {
  const index = (outlines[document] as readonly string[]).indexOf(key);
  return index < 0 ? undefined : index + 1;
}
