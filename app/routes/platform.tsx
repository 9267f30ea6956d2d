import { useTranslation } from "react-i18next";
import { PageHero } from "../components/page-hero.tsx";

export default function PlatformPage() {
  const { t } = useTranslation("platform");
  return <PageHero title={t("hero.title")} lead={t("hero.description")} />;
}
