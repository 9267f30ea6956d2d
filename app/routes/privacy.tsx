import { LegalHero } from "../components/legal-hero.tsx";

export default function PrivacyPage() {
  return <LegalHero document="privacy" />;
}
