import { ContactSection } from "../components/contact/contact-section.tsx";
import { AudienceHero } from "../sections/common/audience-hero.tsx";
import { StudioIndex, StudioSection, studios } from "../sections/platform.tsx";

export default function PlatformPage() {
  return (
    <>
      <AudienceHero namespace="platform" />
      <StudioIndex />
      {studios.map((studio, index) => (
        <StudioSection key={studio.key} studio={studio} tone={index % 2 === 0 ? "muted" : "light"} />
      ))}
      <ContactSection />
    </>
  );
}
