import { LegalPage } from "../components/legal/legal-page.tsx";
import { legalRouteData } from "../components/legal/legal-route.ts";
import "../styles/print.css";
import type { Route } from "./+types/business-terms";

export async function loader({ url }: Route.LoaderArgs) {
  return legalRouteData("businessTerms", url);
}

export async function clientLoader({ url }: Route.ClientLoaderArgs) {
  return legalRouteData("businessTerms", url);
}

export default function BusinessTermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document="businessTerms" text={loaderData.text} />;
}
