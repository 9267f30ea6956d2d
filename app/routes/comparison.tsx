import { ContactSection } from "../components/contact/contact-section.tsx";
import { ComparisonHero, ComparisonTable } from "../sections/comparison.tsx";

export default function ComparisonPage() {
  return (
    <>
      <ComparisonHero />
      <ComparisonTable />
      <ContactSection />
    </>
  );
}
