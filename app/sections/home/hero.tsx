import { useTranslation } from "react-i18next";
import { PicturePreload } from "../../components/ui/picture.tsx";
import RotatingHero from "../../components/ui/rotating-hero.island.tsx";
import { config } from "../../config.ts";
import { heroImages } from "../../images.ts";
import { Island } from "../../islands/island.tsx";
import { homeAnchors } from "./anchors.ts";

const headingKeys = ["hero.heading1", "hero.heading2", "hero.heading3", "hero.heading4", "hero.heading5"] as const;

/** docs/product.md: the home slideshow changes picture every 5 s (with the 1 s fade of the design tokens). */
const homeSlideMs = 5000;

/** The home hero (docs/product.md): the 13-picture slideshow behind the typing headline, the subtitle and the login. */
export function HomeHeroSection() {
  const { t } = useTranslation(["home", "common"]);
  return (
    <>
      <PicturePreload image={heroImages.home[0]} />
      <Island
        component={RotatingHero}
        props={{
          eyebrow: t("hero.eyebrow"),
          headings: headingKeys.map((key) => t(key)),
          description: t("hero.subtitle"),
          images: heroImages.home,
          interval: homeSlideMs,
          actions: [
            {
              kind: "external",
              href: config.APP_LOGIN_URL,
              label: t("common:navigation.loginSignUp"),
              variant: "onDark",
            },
            {
              kind: "anchor",
              target: homeAnchors.platform,
              label: t("hero.seePlatform"),
              variant: "onDarkOutline",
              arrow: true,
            },
          ],
        }}
      />
    </>
  );
}
