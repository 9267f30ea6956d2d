import { useTranslation } from "react-i18next";
import { ExternalButtonLink, ScrollButton } from "../../components/ui/button.tsx";
import { RotatingHero } from "../../components/ui/rotating-hero.tsx";
import { config } from "../../config.ts";
import { heroImages } from "../../images.ts";
import { sportsAnchors } from "./anchors.ts";

/** docs/product.md: five rotating audience messages and a description. */
const audiences = ["properties", "athletes", "nil", "youth", "fans"] as const;

export function SportsHero() {
  const { t } = useTranslation(["sports", "common"]);
  return (
    <RotatingHero
      title={t("hero.title")}
      description={t("hero.description")}
      messages={audiences.map((audience) => ({
        audience: t(`hero.messages.${audience}.audience`),
        value: t(`hero.messages.${audience}.value`),
      }))}
      images={heroImages.sports}
      actions={
        <>
          <ExternalButtonLink href={config.APP_LOGIN_URL} variant="onDark" size="lg">
            {t("common:navigation.loginSignUp")}
          </ExternalButtonLink>
          <ScrollButton target={sportsAnchors.finalCta} variant="secondary" size="lg">
            {t("actions.contactUs")}
          </ScrollButton>
        </>
      }
    />
  );
}
