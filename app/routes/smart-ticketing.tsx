import { useTranslation } from "react-i18next";
import { PageHero } from "../components/page-hero.tsx";

export default function SmartTicketingPage() {
  const { t } = useTranslation("music");
  return <PageHero title={t("smartTicketing.hero.title")} lead={t("smartTicketing.hero.lead")} />;
}
