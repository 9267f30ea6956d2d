import { Gem, IdCard, Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePagePath } from "../../i18n/use-locale.ts";
import { BannerCarousel, ButtonLink, Callout, Section } from "../interim-ui.tsx";
import { sportsAnchors } from "./anchors.ts";

/** SPEC.md §2 "Sports page": digital experience, three blocks, two banners and a call to action. */
const blocks = [
  { key: "fanPassport", icon: IdCard },
  { key: "quests", icon: Trophy },
  { key: "collectibles", icon: Gem },
] as const;
const banners = ["first", "second"] as const;

export function DigitalExperience() {
  const { t } = useTranslation("sports");
  const path = usePagePath();
  return (
    <Section
      id={sportsAnchors.digitalExperience}
      eyebrow={t("digitalExperience.eyebrow")}
      title={t("digitalExperience.title")}
      lead={t("digitalExperience.lead")}
    >
      <div className="grid gap-8 md:grid-cols-3">
        {blocks.map(({ key, icon }) => (
          <Callout key={key} icon={icon} title={t(`digitalExperience.blocks.${key}.title`)}>
            {t(`digitalExperience.blocks.${key}.text`)}
          </Callout>
        ))}
      </div>
      <BannerCarousel
        label={t("digitalExperience.banners.label")}
        banners={banners.map((banner) => ({
          title: t(`digitalExperience.banners.${banner}.title`),
          text: t(`digitalExperience.banners.${banner}.text`),
        }))}
      />
      <div className="mt-10">
        <ButtonLink to={path("platform")} size="lg">
          {t("actions.explorePlatform")}
        </ButtonLink>
      </div>
    </Section>
  );
}
