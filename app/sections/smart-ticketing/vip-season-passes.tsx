import { CalendarDays, Gift, Percent, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { promotionalStats } from "../../../content/promotional-stats.ts";
import { Callout, Stat } from "../../components/ui/card.tsx";
import { Section } from "../../components/ui/section.tsx";
import { smartTicketingAnchors } from "./anchors.ts";

/** Reading B: the VIP and Season Passes section with its four benefit blocks. */
const benefits = [
  { key: "perks", icon: Gift },
  { key: "season", icon: CalendarDays },
  { key: "upgrades", icon: TrendingUp },
  { key: "discounts", icon: Percent },
] as const;

export function VipSeasonPasses() {
  const { t } = useTranslation("music");
  return (
    <Section
      id={smartTicketingAnchors.vipSeasonPasses}
      tone="muted"
      eyebrow={t("smartTicketing.vip.eyebrow")}
      title={t("smartTicketing.vip.title")}
      lead={t("smartTicketing.vip.lead")}
    >
      <div className="grid gap-8 sm:grid-cols-2">
        {benefits.map(({ key, icon }) => (
          <Callout key={key} icon={icon} title={t(`smartTicketing.vip.benefits.${key}.title`)}>
            {t(`smartTicketing.vip.benefits.${key}.text`)}
          </Callout>
        ))}
      </div>
      <div className="mt-12 grid gap-8 sm:grid-cols-2">
        <Stat value={promotionalStats.vipPerkRedemption} label={t("stats.vipPerkRedemption")} />
        <Stat value={promotionalStats.vipRetention} label={t("stats.vipRetention")} />
      </div>
    </Section>
  );
}
