import { LegalPage } from "../components/legal/legal-page.tsx";
import { legalRouteData } from "../components/legal/legal-route.ts";
import "../styles/print.css";
import type { Route } from "./+types/professional-services";

export async function loader({ url }: Route.LoaderArgs) {
  return legalRouteData("professionalServices", url);
}

export async function clientLoader({ url }: Route.ClientLoaderArgs) {
  return legalRouteData("professionalServices", url);
}

export default function ProfessionalServicesPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document="professionalServices" text={loaderData.text} />;
}
