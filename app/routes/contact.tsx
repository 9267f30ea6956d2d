import { ContactSection } from "../components/contact/contact-section.tsx";
import { ContactHero } from "../sections/contact/contact-hero.tsx";

/** docs/product.md: hero and the shared contact section, here anchored `contact`. */
export default function ContactPage() {
  return (
    <>
      <ContactHero />
      <ContactSection id="contact" />
    </>
  );
}
