import { useTranslation } from "react-i18next";
import { PageHero } from "../components/page-hero.tsx";

export default function DownloadPage() {
  const { t } = useTranslation("download");
  return <PageHero title={t("hero.title")} lead={t("hero.lead")} />;
}
