import { useTranslation } from "react-i18next";
import { PageHero } from "../components/page-hero.tsx";

export default function MusicPage() {
  const { t } = useTranslation("music");
  return <PageHero title={t("hero.title")} lead={t("hero.description")} />;
}
