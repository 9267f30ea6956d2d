import type { Locale } from "../../site/locales.ts";
import { LegalPage } from "../components/legal/legal-page.tsx";
import { type LegalRouteData, legalRouteData } from "../components/legal/legal-route.ts";

export const loader = (locale: Locale) => legalRouteData("professionalServices", locale);

export default function ProfessionalServicesPage({ data }: { data: LegalRouteData<"professionalServices"> }) {
  return <LegalPage document="professionalServices" text={data.text} />;
}
