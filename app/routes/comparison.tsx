import { ContactSection } from "../components/contact/contact-section.tsx";
import { ComparisonHero } from "../sections/comparison/comparison-hero.tsx";
import { ComparisonTable } from "../sections/comparison/comparison-table.tsx";

export default function ComparisonPage() {
  return (
    <>
      <ComparisonHero />
      <ComparisonTable />
      <ContactSection />
    </>
  );
}
