import { ContactSection } from "../components/contact/contact-section.tsx";
import { FanExperience } from "../sections/music/fan-experience.tsx";
import { LoyaltyRewards } from "../sections/music/loyalty-rewards.tsx";
import { MusicHero } from "../sections/music/music-hero.tsx";
import { PlatformOverview } from "../sections/music/platform-overview.tsx";
import { SmartAccess } from "../sections/music/smart-access.tsx";

/** docs/product.md: the sections in the product's order. */
export default function MusicPage() {
  return (
    <>
      <MusicHero />
      <PlatformOverview />
      <SmartAccess />
      <FanExperience />
      <LoyaltyRewards />
      <ContactSection />
    </>
  );
}
