import { useTranslation } from "react-i18next";
import { PicturePreload } from "../../components/ui/picture.tsx";
import RotatingHero from "../../components/ui/rotating-hero.island.tsx";
import { config } from "../../config.ts";
import { heroImages } from "../../images.ts";
import { Island } from "../../islands/island.tsx";

// Who each page's hero speaks to, in turn (docs/product.md).
const audiencesOf = {
  music: ["fans", "promoters", "brands", "artists"],
  sports: ["properties", "athletes", "nil", "youth", "fans"],
  platform: ["promoters", "teams", "brands", "artists"],
} as const;

/** The hero of the music, sports and platform pages: a message for each audience in turn over a slideshow. */
export function AudienceHero({ namespace }: { namespace: keyof typeof audiencesOf }) {
  const images = heroImages[namespace];
  const { t } = useTranslation([namespace, "common"]);
  const text = (key: string) => t(key as never, { ns: namespace }) as string;
  return (
    <>
      <PicturePreload image={images[0]} />
      <Island
        component={RotatingHero}
        props={{
          title: text("hero.title"),
          description: text("hero.description"),
          messages: audiencesOf[namespace].map((audience) => ({
            audience: text(`hero.messages.${audience}.audience`),
            value: text(`hero.messages.${audience}.value`),
          })),
          images,
          actions: [
            {
              kind: "external",
              href: config.APP_LOGIN_URL,
              label: t("common:navigation.loginSignUp"),
              variant: "onDark",
            },
            { kind: "anchor", target: "final-cta", label: text("actions.contactUs"), variant: "secondary" },
          ],
        }}
      />
    </>
  );
}
