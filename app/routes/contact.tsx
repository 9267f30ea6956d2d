import { ContactSection } from "../components/contact/contact-section.tsx";
import { ContactHero } from "../sections/contact/contact-hero.tsx";

/**
 * docs/product.md: hero and the closing contact section (`#final-cta`, as on every page). Links
 * that name the section `#contact` still land on it.
 */
export default function ContactPage() {
  return (
    <>
      <ContactHero />
      {/* Where links to `#contact` land: the top of the section below. */}
      <div id="contact" />
      <ContactSection />
    </>
  );
}
