import { Brain, Database, Gem, Gift, IdCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ScrollButton } from "../../components/ui/button.tsx";
import { Callouts, Stat } from "../../components/ui/card.tsx";
import { Banners } from "../../components/ui/carousels.tsx";
import { Section } from "../../components/ui/section.tsx";
import { bannerImages } from "../../images.ts";
import { audienceAnchors } from "../common/anchors.ts";

/** docs/product.md 5: the five loyalty blocks, two banners, Contact Us. */
const blocks = [
  { key: "aiEngine", icon: Brain },
  { key: "brandedAccess", icon: Gift },
  { key: "brandedMembership", icon: IdCard },
  { key: "collectibles", icon: Gem },
  { key: "dataLeads", icon: Database },
] as const;

export function LoyaltyRewards() {
  const { t } = useTranslation("music");
  return (
    <Section
      id={audienceAnchors.loyaltyRewards}
      eyebrow={t("loyalty.eyebrow")}
      title={t("loyalty.title")}
      lead={t("loyalty.lead")}
    >
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        <Callouts ns="music" words="loyalty.blocks" items={blocks} />
        <div className="self-start">
          <Stat stat="spendIncrease" label={t("stats.spendIncrease")} />
        </div>
      </div>
      <div className="mt-16">
        <Banners ns="music" words="loyalty" images={bannerImages.music.loyaltyRewards} />
      </div>
      <div className="mt-10">
        <ScrollButton target={audienceAnchors.finalCta} size="lg">
          {t("actions.contactUs")}
        </ScrollButton>
      </div>
    </Section>
  );
}
