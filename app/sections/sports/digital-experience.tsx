import { Gem, IdCard, Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Callouts } from "../../components/ui/card.tsx";
import { Banners } from "../../components/ui/carousels.tsx";
import { Section } from "../../components/ui/section.tsx";
import { usePagePath } from "../../i18n/use-locale.ts";
import { bannerImages } from "../../images.ts";
import { audienceAnchors } from "../common/anchors.ts";

/** docs/product.md: digital experience, three blocks, two banners and a call to action. */
const blocks = [
  { key: "fanPassport", icon: IdCard },
  { key: "quests", icon: Trophy },
  { key: "collectibles", icon: Gem },
] as const;

export function DigitalExperience() {
  const { t } = useTranslation("sports");
  const path = usePagePath();
  return (
    <Section
      id={audienceAnchors.digitalExperience}
      tone="dark"
      eyebrow={t("digitalExperience.eyebrow")}
      title={t("digitalExperience.title")}
      lead={t("digitalExperience.lead")}
    >
      <div className="grid gap-8 md:grid-cols-3">
        <Callouts ns="sports" words="digitalExperience.blocks" items={blocks} />
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
