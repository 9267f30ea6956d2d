import { Gift, Sparkles, Ticket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card.tsx";
import { Section } from "../../components/ui/section.tsx";
import { sportsAnchors } from "./anchors.ts";

const cards = [
  { key: "smartTicketing", icon: Ticket, anchor: sportsAnchors.smartTicketing },
  { key: "digitalExperience", icon: Sparkles, anchor: sportsAnchors.digitalExperience },
  { key: "loyaltyRewards", icon: Gift, anchor: sportsAnchors.loyaltyRewards },
] as const;

export function PlatformOverview() {
  const { t } = useTranslation("sports");
  return (
    <Section
      id={sportsAnchors.platform}
      eyebrow={t("platform.eyebrow")}
      title={t("platform.title")}
      lead={t("platform.lead")}
    >
      <div className="grid gap-6 md:grid-cols-3">
        {cards.map(({ key, icon, anchor }) => (
          <Card
            key={key}
            icon={icon}
            title={t(`platform.cards.${key}.title`)}
            href={`#${anchor}`}
            cta={t(`platform.cards.${key}.cta`)}
          >
            {t(`platform.cards.${key}.text`)}
          </Card>
        ))}
      </div>
    </Section>
  );
}
