import { LegalPage } from "../components/legal/legal-page.tsx";
import { legalRouteData } from "../components/legal/legal-route.ts";
import "../styles/print.css";
import type { Route } from "./+types/privacy";

export async function loader({ url }: Route.LoaderArgs) {
  return legalRouteData("privacy", url);
}

export async function clientLoader({ url }: Route.ClientLoaderArgs) {
  return legalRouteData("privacy", url);
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document="privacy" text={loaderData.text} />;
}
