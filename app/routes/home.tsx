import { ContactSection } from "../components/contact/contact-section.tsx";
import { Highlights, HomeHeroSection, Industries, PlatformOverview } from "../sections/home.tsx";

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
