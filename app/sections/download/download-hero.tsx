import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero.tsx";
import { ScrollButton } from "../../components/ui/button.tsx";

export function DownloadHero() {
  const { t } = useTranslation("download");
  return (
    <PageHero title={t("hero.title")} lead={t("hero.lead")}>
      <ScrollButton target="download-section" variant="onDark" size="lg">
        {t("hero.cta")}
      </ScrollButton>
    </PageHero>
  );
}
