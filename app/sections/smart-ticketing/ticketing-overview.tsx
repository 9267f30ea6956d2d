import { Crown, Repeat, SlidersHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card.tsx";
import { Section } from "../../components/ui/section.tsx";
import { smartTicketingAnchors } from "./anchors.ts";

/** The platform section the hero button scrolls to: one card per part of the page below. */
const cards = [
  { key: "vip", icon: Crown, anchor: smartTicketingAnchors.vipSeasonPasses },
  { key: "secondary", icon: Repeat, anchor: smartTicketingAnchors.secondaryMarket },
  { key: "control", icon: SlidersHorizontal, anchor: smartTicketingAnchors.granularControl },
] as const;

export function TicketingOverview() {
  const { t } = useTranslation("music");
  return (
    <Section
      id={smartTicketingAnchors.platform}
      eyebrow={t("smartTicketing.platform.eyebrow")}
      title={t("smartTicketing.platform.title")}
      lead={t("smartTicketing.platform.lead")}
    >
      <div className="grid gap-6 md:grid-cols-3">
        {cards.map(({ key, icon, anchor }) => (
          <Card
            key={key}
            icon={icon}
            title={t(`smartTicketing.platform.cards.${key}.title`)}
            href={`#${anchor}`}
            cta={t(`smartTicketing.platform.cards.${key}.cta`)}
          >
            {t(`smartTicketing.platform.cards.${key}.text`)}
          </Card>
        ))}
      </div>
    </Section>
  );
}
