import { CalendarOff, SlidersHorizontal, Split } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card.tsx";
import { Section } from "../../components/ui/section.tsx";
import { smartTicketingAnchors } from "./anchors.ts";

/** Granular control: flexible price controls, timed blackout windows, multi-party royalties. */
const items = [
  { key: "pricing", icon: SlidersHorizontal },
  { key: "blackout", icon: CalendarOff },
  { key: "royalties", icon: Split },
] as const;

export function GranularControl() {
  const { t } = useTranslation("music");
  return (
    <Section
      id={smartTicketingAnchors.granularControl}
      tone="muted"
      eyebrow={t("smartTicketing.control.eyebrow")}
      title={t("smartTicketing.control.title")}
      lead={t("smartTicketing.control.lead")}
    >
      <div className="grid gap-6 md:grid-cols-3">
        {items.map(({ key, icon }) => (
          <Card key={key} icon={icon} title={t(`smartTicketing.control.items.${key}.title`)}>
            {t(`smartTicketing.control.items.${key}.text`)}
          </Card>
        ))}
      </div>
    </Section>
  );
}
