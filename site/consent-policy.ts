import { parseCookie } from "cookie";
/**
 * Which consent-governed vendors a page's Content-Security-Policy allows (the policy
 * allows the analytics and chat scripts "only once consented"). The server reads the consent
 * record's mirror cookies from the page request (`checkbox-analytics` for Google Analytics,
 * `checkbox-functional` for the chat widget); the page reads the same cookies when it loads, to
 * know what its own policy allowed. One rule for both, so they never disagree.
 */
export const policyCategories = ["analytics", "functional"] as const;
export type PolicyCategory = (typeof policyCategories)[number];
export type PolicyGrants = Readonly<Record<PolicyCategory, boolean>>;

/** The mirror cookie of a consent category (app/consent/consent-store.ts writes it). */
export const categoryCookie = (category: string) => `checkbox-${category}`;

export const allPolicyGrants: PolicyGrants = { analytics: true, functional: true };

/** What a `Cookie` header (or `document.cookie`) grants: a category whose mirror says `yes`. */
export function grantsFromCookies(cookies: string | undefined): PolicyGrants {
  const jar = parseCookie(cookies ?? "");
  return {
    analytics: jar[categoryCookie("analytics")] === "yes",
    functional: jar[categoryCookie("functional")] === "yes",
  };
}

/** The name of a combination of grants: the key of a page's policy variants in the build. */
export function grantsKey(grants: PolicyGrants): string {
  return policyCategories.filter((category) => grants[category]).join("+") || "none";
}

/** Every combination, each once: the policy variants the build writes for a page. */
export const everyPolicyGrants: readonly PolicyGrants[] = [
  { analytics: false, functional: false },
  { analytics: true, functional: false },
  { analytics: false, functional: true },
  allPolicyGrants,
];
