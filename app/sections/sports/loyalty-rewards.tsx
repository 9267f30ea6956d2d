import { Brain, Crown, Database, Handshake, Medal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatStat, type PromotionalStat } from "../../../content/promotional-stats.ts";
import { ScrollButton } from "../../components/ui/button.tsx";
import { Callouts } from "../../components/ui/card.tsx";
import { Banners, Carousel } from "../../components/ui/carousels.tsx";
import { Section } from "../../components/ui/section.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { bannerImages } from "../../images.ts";
import { audienceAnchors } from "../common/anchors.ts";

const blocks = [
  { key: "aiEngine", icon: Brain },
  { key: "memberships", icon: Crown },
  { key: "sponsorRewards", icon: Handshake },
  { key: "nilRewards", icon: Medal },
  { key: "dataLeads", icon: Database },
] as const;
const results = [
  "vipPerkRedemption",
  "vipRetention",
  "spendIncrease",
  "recommendation",
] as const satisfies readonly PromotionalStat[];

export function LoyaltyRewards() {
  const { t } = useTranslation("sports");
  const locale = useLocale();
  return (
    <Section
      id={audienceAnchors.loyaltyRewards}
      eyebrow={t("loyaltyRewards.eyebrow")}
      title={t("loyaltyRewards.title")}
      lead={t("loyaltyRewards.lead")}
    >
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        <Callouts ns="sports" words="loyaltyRewards.blocks" items={blocks} />
      </div>
      <div className="mt-16">
        <Banners ns="sports" words="loyaltyRewards" images={bannerImages.sports.loyaltyRewards} />
      </div>
      <div className="mt-16">
        <Carousel
          label={t("loyaltyRewards.results.label")}
          slides={results.map((stat) => ({
            title: t(`loyaltyRewards.results.slides.${stat}.title`, { value: formatStat(stat, locale) }),
            text: t(`loyaltyRewards.results.slides.${stat}.description`),
          }))}
        />
      </div>
      <div className="on-night mt-12 rounded-panel bg-night p-8 text-on-night sm:p-12">
        <h3 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("loyaltyRewards.closing.title")}</h3>
        <p className="mt-3 max-w-2xl text-on-night-muted">{t("loyaltyRewards.closing.text")}</p>
        <div className="mt-6">
          <ScrollButton target={audienceAnchors.finalCta} variant="onDark" size="lg">
            {t("loyaltyRewards.closing.cta")}
          </ScrollButton>
        </div>
      </div>
    </Section>
  );
}
