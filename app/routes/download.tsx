import { ContactSection } from "../components/contact/contact-section.tsx";
import { DownloadHero, ScannerFeatures, StoreCards } from "../sections/download.tsx";

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
