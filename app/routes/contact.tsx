import { ContactSection } from "../components/contact/contact-section.tsx";
import { HydrateEachApart } from "../components/ui/hydrate-apart.tsx";
import { ContactHero } from "../sections/contact/contact-hero.tsx";

/** SPEC.md §2 "Contact page": hero and the shared contact section, here anchored `contact`. */
export default function ContactPage() {
  return (
    <HydrateEachApart>
      <ContactHero />
      <ContactSection id="contact" />
    </HydrateEachApart>
  );
}
