import { Gift, Sparkles, Ticket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card.tsx";
import { Section } from "../../components/ui/section.tsx";
import { musicAnchors } from "./anchors.ts";

/** docs/product.md 2: three cards, each leading to its section further down. */
const cards = [
  { key: "smartTicketing", icon: Ticket, anchor: musicAnchors.smartTicketing },
  { key: "digitalExperience", icon: Sparkles, anchor: musicAnchors.digitalExperience },
  { key: "loyaltyRewards", icon: Gift, anchor: musicAnchors.loyaltyRewards },
] as const;

export function PlatformOverview() {
  const { t } = useTranslation("music");
  return (
    <Section
      id={musicAnchors.platform}
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
