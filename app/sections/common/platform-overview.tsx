import { Gift, type LucideIcon, Sparkles, Ticket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card.tsx";
import { Section } from "../../components/ui/section.tsx";
import { audienceAnchors as anchors } from "./anchors.ts";

const audienceCards = [
  { key: "smartTicketing", icon: Ticket, anchor: anchors.smartTicketing },
  { key: "digitalExperience", icon: Sparkles, anchor: anchors.digitalExperience },
  { key: "loyaltyRewards", icon: Gift, anchor: anchors.loyaltyRewards },
] as const;

/** Three cards, each leading to its section further down (`<words>.cards.*` of `ns`). */
export function PlatformOverview({
  ns,
  words = "platform",
  cards = audienceCards,
}: {
  ns: "music" | "sports";
  words?: string;
  cards?: readonly { key: string; icon: LucideIcon; anchor: string }[];
}) {
  const t = useTranslation(ns).t as unknown as (key: string) => string;
  return (
    <Section id={anchors.platform} ns={ns} words={words}>
      <div className="grid gap-6 md:grid-cols-3">
        {cards.map(({ key, icon, anchor }) => (
          <Card
            key={key}
            icon={icon}
            title={t(`${words}.cards.${key}.title`)}
            href={`#${anchor}`}
            cta={t(`${words}.cards.${key}.cta`)}
          >
            {t(`${words}.cards.${key}.text`)}
          </Card>
        ))}
      </div>
    </Section>
  );
}
