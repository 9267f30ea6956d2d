import { LegalHero } from "../components/legal-hero.tsx";

export default function ProfessionalServicesPage() {
  return <LegalHero document="professionalServices" />;
}
