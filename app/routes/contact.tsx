import { useTranslation } from "react-i18next";
import { ContactSection } from "../components/contact/contact-section.tsx";
import { PageHero } from "../components/page-hero.tsx";

export default function ContactPage() {
  const { t } = useTranslation("contact");
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <ContactSection id="contact" />
    </>
  );
}
