import { ContactSection } from "../components/contact/contact-section.tsx";
import { AudienceHero } from "../sections/common/audience-hero.tsx";
import { StudioIndex } from "../sections/platform/studio-index.tsx";
import { StudioSection } from "../sections/platform/studio-section.tsx";
import { studios } from "../sections/platform/studios.ts";

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
