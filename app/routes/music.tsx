import { ContactSection } from "../components/contact/contact-section.tsx";
import { AudienceHero } from "../sections/common/audience-hero.tsx";
import { PlatformOverview } from "../sections/common/platform-overview.tsx";
import { FanExperience } from "../sections/music/fan-experience.tsx";
import { LoyaltyRewards } from "../sections/music/loyalty-rewards.tsx";
import { SmartAccess } from "../sections/music/smart-access.tsx";

export default function MusicPage() {
  return (
    <>
      <AudienceHero namespace="music" />
      <PlatformOverview namespace="music" />
      <SmartAccess />
      <FanExperience />
      <LoyaltyRewards />
      <ContactSection />
    </>
  );
}
