import { LegalHero } from "../components/legal-hero.tsx";

export default function BusinessTermsPage() {
  return <LegalHero document="businessTerms" />;
}
