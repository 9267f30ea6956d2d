import type { Locale } from "../../site/locales.ts";
import { LegalPage } from "../components/legal/legal-page.tsx";
import { type LegalRouteData, legalRouteData } from "../components/legal/legal-route.ts";

export const loader = (locale: Locale) => legalRouteData("terms", locale);

export default function TermsPage({ data }: { data: LegalRouteData<"terms"> }) {
  return <LegalPage document="terms" text={data.text} />;
}
