import { useTranslation } from "react-i18next";
import { ExternalButtonLink, ScrollButton } from "../../components/ui/button.tsx";
import { RotatingHero } from "../../components/ui/rotating-hero.tsx";
import { config } from "../../config.ts";
import { heroImages } from "../../images.ts";

const audiences = ["promoters", "teams", "brands", "artists"] as const;

/** docs/product.md: the hero titled the platform, rotating like the music and sports heroes (§9). */
export function PlatformHero() {
  const { t } = useTranslation(["platform", "common"]);
  return (
    <RotatingHero
      title={t("hero.title")}
      description={t("hero.description")}
      messages={audiences.map((audience) => ({
        audience: t(`hero.messages.${audience}.audience`),
        value: t(`hero.messages.${audience}.value`),
      }))}
      images={heroImages.platform}
      actions={
        <>
          <ExternalButtonLink href={config.APP_LOGIN_URL} variant="onDark" size="lg">
            {t("common:navigation.loginSignUp")}
          </ExternalButtonLink>
          <ScrollButton target="final-cta" variant="secondary" size="lg">
            {t("actions.contactUs")}
          </ScrollButton>
        </>
      }
    />
  );
}
