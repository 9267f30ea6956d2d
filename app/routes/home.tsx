import { ContactSection } from "../components/contact/contact-section.tsx";
import { HomeHeroSection } from "../sections/home/hero.tsx";
import { Highlights } from "../sections/home/highlights.tsx";
import { Industries } from "../sections/home/industries.tsx";
import { PlatformOverview } from "../sections/home/platform.tsx";

export default function HomePage() {
  return (
    <>
      <HomeHeroSection />
      <Highlights />
      <Industries />
      <PlatformOverview />
      <ContactSection />
    </>
  );
}
