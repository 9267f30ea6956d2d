import { ContactSection } from "../components/contact/contact-section.tsx";
import { CaseStudy } from "../sections/smart-ticketing/case-study.tsx";
import { GranularControl } from "../sections/smart-ticketing/granular-control.tsx";
import { ResaleStrategy } from "../sections/smart-ticketing/resale-strategy.tsx";
import { SecondaryMarket } from "../sections/smart-ticketing/secondary-market.tsx";
import { SmartTicketingHero } from "../sections/smart-ticketing/smart-ticketing-hero.tsx";
import { TicketingOverview } from "../sections/smart-ticketing/ticketing-overview.tsx";
import { VipSeasonPasses } from "../sections/smart-ticketing/vip-season-passes.tsx";

export default function SmartTicketingPage() {
  return (
    <>
      <SmartTicketingHero />
      <TicketingOverview />
      <VipSeasonPasses />
      <SecondaryMarket />
      <CaseStudy />
      <GranularControl />
      <ResaleStrategy />
      <ContactSection />
    </>
  );
}
