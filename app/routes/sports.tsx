import { ContactSection } from "../components/contact/contact-section.tsx";
import { AudienceHero } from "../sections/common/audience-hero.tsx";
import { PlatformOverview } from "../sections/common/platform-overview.tsx";
import { DigitalExperience, LoyaltyRewards, SmartTicketing } from "../sections/sports.tsx";

export default function SportsPage() {
  return (
    <>
      <AudienceHero namespace="sports" />
      <PlatformOverview ns="sports" />
      <SmartTicketing />
      <DigitalExperience />
      <LoyaltyRewards />
      <ContactSection />
    </>
  );
}
