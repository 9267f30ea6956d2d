import { ContactSection } from "../components/contact/contact-section.tsx";
import { AudienceHero } from "../sections/common/audience-hero.tsx";
import { PlatformOverview } from "../sections/common/platform-overview.tsx";
import { DigitalExperience } from "../sections/sports/digital-experience.tsx";
import { LoyaltyRewards } from "../sections/sports/loyalty-rewards.tsx";
import { SmartTicketing } from "../sections/sports/smart-ticketing.tsx";

export default function SportsPage() {
  return (
    <>
      <AudienceHero namespace="sports" />
      <PlatformOverview namespace="sports" />
      <SmartTicketing />
      <DigitalExperience />
      <LoyaltyRewards />
      <ContactSection />
    </>
  );
}
