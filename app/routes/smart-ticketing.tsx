import { ContactSection } from "../components/contact/contact-section.tsx";
import { PlatformOverview } from "../sections/common/platform-overview.tsx";
import {
  CaseStudy,
  GranularControl,
  ResaleStrategy,
  SecondaryMarket,
  SmartTicketingHero,
  ticketingCards,
  VipSeasonPasses,
} from "../sections/smart-ticketing.tsx";

export default function SmartTicketingPage() {
  return (
    <>
      <SmartTicketingHero />
      <PlatformOverview ns="music" words="smartTicketing.platform" cards={ticketingCards} />
      <VipSeasonPasses />
      <SecondaryMarket />
      <CaseStudy />
      <GranularControl />
      <ResaleStrategy />
      <ContactSection />
    </>
  );
}
