import { LegalPage } from "../components/legal/legal-page.tsx";
import { legalRouteData } from "../components/legal/legal-route.ts";
import "../styles/print.css";
import type { Route } from "./+types/terms";

export async function loader({ url }: Route.LoaderArgs) {
  return legalRouteData("terms", url);
}

export async function clientLoader({ url }: Route.ClientLoaderArgs) {
  return legalRouteData("terms", url);
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document="terms" text={loaderData.text} />;
}
