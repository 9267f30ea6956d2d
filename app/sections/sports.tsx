import {
  Brain,
  CalendarDays,
  Crown,
  Database,
  Gem,
  Handshake,
  IdCard,
  Medal,
  Repeat,
  Trophy,
  Users,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatStat, type PromotionalStat } from "../../content/promotional-stats.ts";
import { ButtonLink, ScrollButton } from "../components/ui/button.tsx";
import { Callouts } from "../components/ui/card.tsx";
import { Banners, Carousel } from "../components/ui/carousels.tsx";
import { Section } from "../components/ui/section.tsx";
import { useLocale, usePagePath } from "../i18n/use-locale.ts";
import { bannerImages } from "../images.ts";
import { audienceAnchors } from "./common/anchors.ts";

/** docs/product.md: smart ticketing, four callouts and two banners. */
const callouts = [
  { key: "seasonPasses", icon: CalendarDays },
  { key: "teamCredentialing", icon: Users },
  { key: "athleteCards", icon: IdCard },
  { key: "resale", icon: Repeat },
] as const;

export function SmartTicketing() {
  return (
    <Section id={audienceAnchors.smartTicketing} tone="muted" ns="sports" words="smartTicketing">
      <div className="grid gap-8 sm:grid-cols-2">
        <Callouts ns="sports" words="smartTicketing.callouts" items={callouts} />
      </div>
      <div className="mt-16">
        <Banners ns="sports" words="smartTicketing" images={bannerImages.sports.smartTicketing} />
      </div>
    </Section>
  );
}

/** docs/product.md: digital experience, three blocks, two banners and a call to action. */
const digitalBlocks = [
  { key: "fanPassport", icon: IdCard },
  { key: "quests", icon: Trophy },
  { key: "collectibles", icon: Gem },
] as const;

export function DigitalExperience() {
  const { t } = useTranslation("sports");
  const path = usePagePath();
  return (
    <Section id={audienceAnchors.digitalExperience} tone="dark" ns="sports" words="digitalExperience">
      <div className="grid gap-8 md:grid-cols-3">
        <Callouts ns="sports" words="digitalExperience.blocks" items={digitalBlocks} />
      </div>
      <div className="mt-16">
        <Banners ns="sports" words="digitalExperience" images={bannerImages.sports.digitalExperience} tone="dark" />
      </div>
      <div className="mt-10">
        <ButtonLink to={path("platform")} variant="onDark" size="lg" arrow>
          {t("actions.explorePlatform")}
        </ButtonLink>
      </div>
    </Section>
  );
}

const loyaltyBlocks = [
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
    <Section id={audienceAnchors.loyaltyRewards} ns="sports" words="loyaltyRewards">
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        <Callouts ns="sports" words="loyaltyRewards.blocks" items={loyaltyBlocks} />
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
