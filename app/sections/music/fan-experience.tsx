import { Crown, IdCard, Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ScrollButton } from "../../components/ui/button.tsx";
import { Callouts, Stat } from "../../components/ui/card.tsx";
import { Banners } from "../../components/ui/carousels.tsx";
import { Section } from "../../components/ui/section.tsx";
import { bannerImages } from "../../images.ts";
import { audienceAnchors } from "../common/anchors.ts";

/** docs/product.md 4: Fan Passport, its upgrades and membership, quests; two banners. */
const blocks = [
  { key: "fanPassport", icon: IdCard },
  { key: "upgrades", icon: Crown },
  { key: "quests", icon: Trophy },
] as const;

export function FanExperience() {
  const { t } = useTranslation("music");
  return (
    <Section
      id={audienceAnchors.digitalExperience}
      tone="dark"
      eyebrow={t("fanExperience.eyebrow")}
      title={t("fanExperience.title")}
      lead={t("fanExperience.lead")}
    >
      <div className="grid gap-8 md:grid-cols-3">
        <Callouts ns="music" words="fanExperience.blocks" items={blocks} />
      </div>
      <div className="mt-16">
        <Banners ns="music" words="fanExperience" images={bannerImages.music.fanExperience} tone="dark" />
      </div>
      <div className="mt-10 flex flex-wrap items-center justify-between gap-8">
        <Stat stat="recommendation" label={t("stats.recommendation")} />
        <ScrollButton target={audienceAnchors.finalCta} variant="onDark" size="lg" arrow>
          {t("actions.takeNextStep")}
        </ScrollButton>
      </div>
    </Section>
  );
}
