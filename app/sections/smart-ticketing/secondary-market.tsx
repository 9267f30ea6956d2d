import { Coins, ShieldCheck, SlidersHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Callouts, Stat } from "../../components/ui/card.tsx";
import { Section } from "../../components/ui/section.tsx";
import { smartTicketingAnchors } from "./anchors.ts";

/** The secondary market: on-chain authenticity, you set the terms, royalties on autopilot. */
const points = [
  { key: "authenticity", icon: ShieldCheck },
  { key: "terms", icon: SlidersHorizontal },
  { key: "royalties", icon: Coins },
] as const;

export function SecondaryMarket() {
  const { t } = useTranslation("music");
  return (
    <Section
      id={smartTicketingAnchors.secondaryMarket}
      eyebrow={t("smartTicketing.secondary.eyebrow")}
      title={t("smartTicketing.secondary.title")}
      lead={t("smartTicketing.secondary.lead")}
    >
      <div className="grid gap-8 md:grid-cols-3">
        <Callouts ns="music" words="smartTicketing.secondary.points" items={points} />
      </div>
      <div className="mt-12">
        <Stat stat="fraudReduction" label={t("stats.fraudReduction")} />
      </div>
    </Section>
  );
}
