import { ContactSection } from "../components/contact/contact-section.tsx";
import {
  CaseStudy,
  GranularControl,
  ResaleStrategy,
  SecondaryMarket,
  SmartTicketingHero,
  TicketingOverview,
  VipSeasonPasses,
} from "../sections/smart-ticketing.tsx";

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
