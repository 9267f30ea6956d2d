import { LegalHero } from "../components/legal-hero.tsx";

export default function TermsPage() {
  return <LegalHero document="terms" />;
}
