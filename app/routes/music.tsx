import { ContactSection } from "../components/contact/contact-section.tsx";
import { AudienceHero } from "../sections/common/audience-hero.tsx";
import { PlatformOverview } from "../sections/common/platform-overview.tsx";
import { FanExperience, LoyaltyRewards, SmartAccess } from "../sections/music.tsx";

export default function MusicPage() {
  return (
    <>
      <AudienceHero namespace="music" />
      <PlatformOverview ns="music" />
      <SmartAccess />
      <FanExperience />
      <LoyaltyRewards />
      <ContactSection />
    </>
  );
}
