import { BadgeCheck, Crown, Repeat, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Callouts, Stat } from "../../components/ui/card.tsx";
import { Banners } from "../../components/ui/carousels.tsx";
import { Section } from "../../components/ui/section.tsx";
import { usePagePath } from "../../i18n/use-locale.ts";
import { bannerImages } from "../../images.ts";
import { audienceAnchors } from "../common/anchors.ts";

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
    <Section
      id={audienceAnchors.smartTicketing}
      tone="muted"
      eyebrow={t("smartAccess.eyebrow")}
      title={t("smartAccess.title")}
      lead={t("smartAccess.lead")}
    >
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
