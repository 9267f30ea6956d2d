import type { Locale } from "../../site/locales.ts";
import { LegalPage } from "../components/legal/legal-page.tsx";
import { type LegalRouteData, legalRouteData } from "../components/legal/legal-route.ts";

export const loader = (locale: Locale) => legalRouteData("privacy", locale);

export default function PrivacyPage({ data }: { data: LegalRouteData<"privacy"> }) {
  return <LegalPage document="privacy" text={data.text} />;
}
