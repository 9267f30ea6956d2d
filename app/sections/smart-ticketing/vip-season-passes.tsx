import { CalendarDays, Gift, Percent, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Callouts, Stat } from "../../components/ui/card.tsx";
import { Section } from "../../components/ui/section.tsx";
import { WalletPass } from "../../components/ui/wallet-pass.tsx";
import { passImages } from "../../images.ts";
import { smartTicketingAnchors } from "./anchors.ts";

/** The VIP and Season Passes section with its four benefit blocks. */
const benefits = [
  { key: "perks", icon: Gift },
  { key: "season", icon: CalendarDays },
  { key: "upgrades", icon: TrendingUp },
  { key: "discounts", icon: Percent },
] as const;

/** The passes shown as they sit in a fan's phone wallet, with the perks of each. */
const passes = ["concert", "season", "vip"] as const;

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
        <Callouts ns="music" words="smartTicketing.vip.benefits" items={benefits} />
      </div>
      <ul aria-label={t("smartTicketing.vip.passes.label")} className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {passes.map((kind) => (
          <li key={kind} className={kind === "vip" ? "sm:col-span-2 lg:col-span-1" : undefined}>
            <WalletPass
              image={passImages[kind]}
              alt={t(`smartTicketing.vip.passes.kinds.${kind}.alt`)}
              name={t(`smartTicketing.vip.passes.kinds.${kind}.name`)}
              detail={t(`smartTicketing.vip.passes.kinds.${kind}.detail`)}
              tap={t("smartTicketing.vip.passes.tapToEnter")}
            />
          </li>
        ))}
      </ul>
      <div className="mt-12 grid gap-8 sm:grid-cols-2">
        <Stat stat="vipPerkRedemption" label={t("stats.vipPerkRedemption")} />
        <Stat stat="vipRetention" label={t("stats.vipRetention")} />
      </div>
    </Section>
  );
}
