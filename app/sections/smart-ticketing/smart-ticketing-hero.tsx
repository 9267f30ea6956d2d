import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero.tsx";
import { ScrollButton } from "../../components/ui/button.tsx";
import { smartTicketingAnchors } from "./anchors.ts";

export function SmartTicketingHero() {
  const { t } = useTranslation("music");
  return (
    <PageHero title={t("smartTicketing.hero.title")} lead={t("smartTicketing.hero.lead")}>
      <ScrollButton target={smartTicketingAnchors.platform} variant="onDark" size="lg">
        {t("smartTicketing.hero.cta")}
      </ScrollButton>
    </PageHero>
  );
}
