import { ContactSection } from "../components/contact/contact-section.tsx";
import { DownloadHero } from "../sections/download/download-hero.tsx";
import { ScannerFeatures } from "../sections/download/scanner-features.tsx";
import { StoreCards } from "../sections/download/store-cards.tsx";

/** docs/product.md: the scanner app for event staff, anchor download-section. */
export default function DownloadPage() {
  return (
    <>
      <DownloadHero />
      <StoreCards />
      <ScannerFeatures />
      <ContactSection />
    </>
  );
}
