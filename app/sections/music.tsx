import { BadgeCheck, Brain, Crown, Database, Gem, Gift, IdCard, Repeat, Trophy, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ButtonLink, ScrollButton } from "../components/ui/button.tsx";
import { Callouts, Stat } from "../components/ui/card.tsx";
import { Banners } from "../components/ui/carousels.tsx";
import { Section } from "../components/ui/section.tsx";
import { usePagePath } from "../i18n/use-locale.ts";
import { bannerImages } from "../images.ts";
import { audienceAnchors } from "./common/anchors.ts";

/** docs/product.md 3: four callouts, two rotating banners and Find Out More. */
const callouts = [
  { key: "fanCredentialing", icon: BadgeCheck },
  { key: "teamCredentialing", icon: Users },
  { key: "specialtyPass", icon: Crown },
  { key: "secondaryMarketplace", icon: Repeat },
] as const;

export function SmartAccess() {
  const { t } = useTranslation("music");
  const path = usePagePath();
  return (
    <Section id={audienceAnchors.smartTicketing} tone="muted" ns="music" words="smartAccess">
      <div className="grid gap-10 lg:grid-cols-[1fr_16rem]">
        <div className="grid gap-8 sm:grid-cols-2">
          <Callouts ns="music" words="smartAccess.callouts" items={callouts} />
        </div>
        <div className="lg:self-start">
          <Stat stat="fraudReduction" label={t("stats.fraudReduction")} />
        </div>
      </div>
      <div className="mt-16">
        <Banners ns="music" words="smartAccess" images={bannerImages.music.smartAccess} />
      </div>
      {/* Find Out More leads to the page that tells the whole smart-ticketing story (docs/product.md). */}
      <div className="mt-10">
        <ButtonLink to={path("smartTicketing")} size="lg" arrow>
          {t("actions.findOutMore")}
        </ButtonLink>
      </div>
    </Section>
  );
}

/** docs/product.md 4: Fan Passport, its upgrades and membership, quests; two banners. */
const fanBlocks = [
  { key: "fanPassport", icon: IdCard },
  { key: "upgrades", icon: Crown },
  { key: "quests", icon: Trophy },
] as const;

export function FanExperience() {
  const { t } = useTranslation("music");
  return (
    <Section id={audienceAnchors.digitalExperience} tone="dark" ns="music" words="fanExperience">
      <div className="grid gap-8 md:grid-cols-3">
        <Callouts ns="music" words="fanExperience.blocks" items={fanBlocks} />
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

/** docs/product.md 5: the five loyalty blocks, two banners, Contact Us. */
const loyaltyBlocks = [
  { key: "aiEngine", icon: Brain },
  { key: "brandedAccess", icon: Gift },
  { key: "brandedMembership", icon: IdCard },
  { key: "collectibles", icon: Gem },
  { key: "dataLeads", icon: Database },
] as const;

export function LoyaltyRewards() {
  const { t } = useTranslation("music");
  return (
    <Section id={audienceAnchors.loyaltyRewards} ns="music" words="loyalty">
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        <Callouts ns="music" words="loyalty.blocks" items={loyaltyBlocks} />
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
