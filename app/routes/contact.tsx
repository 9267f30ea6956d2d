import { ContactSection } from "../components/contact/contact-section.tsx";
import { ContactHero } from "../sections/contact.tsx";

// Links that name the section `#contact` still land on it.
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
