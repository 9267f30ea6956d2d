import { useTranslation } from "react-i18next";
import { PicturePreload } from "../../components/ui/picture.tsx";
import { config } from "../../config.ts";
import { heroImages } from "../../images.ts";
import { Island } from "../../islands/island.tsx";
import { homeAnchors } from "./anchors.ts";
import HomeHero from "./home-hero.island.tsx";

const headingKeys = ["hero.heading1", "hero.heading2", "hero.heading3", "hero.heading4", "hero.heading5"] as const;

/** The home hero (app/sections/home/home-hero.island.tsx) with its words: an island that runs at once. */
export function HomeHeroSection() {
  const { t } = useTranslation(["home", "common"]);
  return (
    <>
      <PicturePreload image={heroImages.home[0]} />
      <Island
        component={HomeHero}
        props={{
          eyebrow: t("hero.eyebrow"),
          headings: headingKeys.map((key) => t(key)),
          subtitle: t("hero.subtitle"),
          login: { href: config.APP_LOGIN_URL, label: t("common:navigation.loginSignUp") },
          seePlatform: { target: homeAnchors.platform, label: t("hero.seePlatform") },
          images: heroImages.home,
        }}
      />
    </>
  );
}
