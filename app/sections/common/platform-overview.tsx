import { Gift, Sparkles, Ticket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card.tsx";
import { Section } from "../../components/ui/section.tsx";
import { audienceAnchors as anchors } from "./anchors.ts";

const cards = [
  { key: "smartTicketing", icon: Ticket },
  { key: "digitalExperience", icon: Sparkles },
  { key: "loyaltyRewards", icon: Gift },
] as const;

/** Three cards, each leading to its section further down (`platform.*` of the page's namespace). */
export function PlatformOverview({ namespace }: { namespace: "music" | "sports" }) {
  const { t } = useTranslation(namespace);
  const text = (key: string) => t(key as never) as string;
  return (
    <Section
      id={anchors.platform}
      eyebrow={text("platform.eyebrow")}
      title={text("platform.title")}
      lead={text("platform.lead")}
    >
      <div className="grid gap-6 md:grid-cols-3">
        {cards.map(({ key, icon }) => (
          <Card
            key={key}
            icon={icon}
            title={text(`platform.cards.${key}.title`)}
            href={`#${anchors[key]}`}
            cta={text(`platform.cards.${key}.cta`)}
          >
            {text(`platform.cards.${key}.text`)}
          </Card>
        ))}
      </div>
    </Section>
  );
}
