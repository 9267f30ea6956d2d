import type { Locale } from "../../site/locales.ts";
import { LegalPage } from "../components/legal/legal-page.tsx";
import { type LegalRouteData, legalRouteData } from "../components/legal/legal-route.ts";

export const loader = (locale: Locale) => legalRouteData("businessTerms", locale);

export default function BusinessTermsPage({ data }: { data: LegalRouteData<"businessTerms"> }) {
  return <LegalPage document="businessTerms" text={data.text} />;
}
