import { useTranslation } from "react-i18next";
import { ExternalButtonLink, ScrollButton } from "../../components/ui/button.tsx";
import { RotatingHero } from "../../components/ui/rotating-hero.tsx";
import { config } from "../../config.ts";
import { heroImages } from "../../images.ts";
import { musicAnchors } from "./anchors.ts";

/** docs/product.md: the message rotates through the four audiences the product names. */
const audiences = ["fans", "promoters", "brands", "artists"] as const;

export function MusicHero() {
  const { t } = useTranslation(["music", "common"]);
  return (
    <RotatingHero
      title={t("hero.title")}
      description={t("hero.description")}
      messages={audiences.map((audience) => ({
        audience: t(`hero.messages.${audience}.audience`),
        value: t(`hero.messages.${audience}.value`),
      }))}
      images={heroImages.music}
      actions={
        <>
          <ExternalButtonLink href={config.APP_LOGIN_URL} variant="onDark" size="lg">
            {t("common:navigation.loginSignUp")}
          </ExternalButtonLink>
          <ScrollButton target={musicAnchors.finalCta} variant="secondary" size="lg">
            {t("actions.contactUs")}
          </ScrollButton>
        </>
      }
    />
  );
}
