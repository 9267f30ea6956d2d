import { ContactSection } from "../components/contact/contact-section.tsx";
import { ComparisonHero } from "../sections/comparison/comparison-hero.tsx";
import { ComparisonTable } from "../sections/comparison/comparison-table.tsx";

/** docs/product.md: the comparison page (feature, others, Keystub). */
export default function ComparisonPage() {
  return (
    <>
      <ComparisonHero />
      <ComparisonTable />
      <ContactSection />
    </>
  );
}
