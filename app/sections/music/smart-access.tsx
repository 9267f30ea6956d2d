import { BadgeCheck, Crown, Repeat, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { promotionalStats } from "../../../content/promotional-stats.ts";
import { usePagePath } from "../../i18n/use-locale.ts";
import { BannerCarousel, ButtonLink, Callout, Section, Stat } from "../interim-ui.tsx";
import { musicAnchors } from "./anchors.ts";

/** SPEC.md §2 "Music page" 3: four callouts, two rotating banners and Find Out More. */
const callouts = [
  { key: "fanCredentialing", icon: BadgeCheck },
  { key: "teamCredentialing", icon: Users },
  { key: "specialtyPass", icon: Crown },
  { key: "secondaryMarketplace", icon: Repeat },
] as const;
const banners = ["first", "second"] as const;

export function SmartAccess() {
  const { t } = useTranslation("music");
  const path = usePagePath();
  return (
    <Section
      id={musicAnchors.smartTicketing}
      tone="muted"
      eyebrow={t("smartAccess.eyebrow")}
      title={t("smartAccess.title")}
      lead={t("smartAccess.lead")}
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_16rem]">
        <div className="grid gap-8 sm:grid-cols-2">
          {callouts.map(({ key, icon }) => (
            <Callout key={key} icon={icon} title={t(`smartAccess.callouts.${key}.title`)}>
              {t(`smartAccess.callouts.${key}.text`)}
            </Callout>
          ))}
        </div>
        <Stat value={promotionalStats.fraudReduction} label={t("stats.fraudReduction")} />
      </div>
      <BannerCarousel
        label={t("smartAccess.banners.label")}
        banners={banners.map((banner) => ({
          title: t(`smartAccess.banners.${banner}.title`),
          text: t(`smartAccess.banners.${banner}.text`),
        }))}
      />
      {/* Find Out More leads to the page that tells the whole smart-ticketing story (DECISIONS.md "Pages"). */}
      <div className="mt-10">
        <ButtonLink to={path("smartTicketing")} size="lg">
          {t("actions.findOutMore")}
        </ButtonLink>
      </div>
    </Section>
  );
}
