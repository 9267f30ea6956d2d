import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero.tsx";

export function ComparisonHero() {
  const { t } = useTranslation("comparison");
  return <PageHero title={t("hero.title")} lead={t("hero.lead")} />;
}
