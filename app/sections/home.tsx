import { useTranslation } from "react-i18next";
import { formatStat } from "../../content/promotional-stats.ts";
import { ButtonLink } from "../components/ui/button.tsx";
import { Stat } from "../components/ui/card.tsx";
import { Carousel } from "../components/ui/carousels.tsx";
import { Picture, PicturePreload } from "../components/ui/picture.tsx";
import RotatingHero from "../components/ui/rotating-hero.island.tsx";
import { Section } from "../components/ui/section.tsx";
import { config } from "../config.ts";
import { useLocale, usePagePath } from "../i18n/use-locale.ts";
import { dashboardImage, heroImages, industryImages } from "../images.ts";
import { Island } from "../islands/island.tsx";

/** The home page's anchors (docs/product.md: ids are unique on the page). */
export const homeAnchors = {
  industries: "industries",
  platform: "platform",
} as const;

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

/** The six banner cards of the home carousel (docs/product.md), in order, with their icons. */
const cards = [
  { key: "entry", icon: "Nfc" },
  { key: "fraud", icon: "ShieldCheck" },
  { key: "resale", icon: "HandCoins" },
  { key: "passport", icon: "BadgeCheck" },
  { key: "quests", icon: "Trophy" },
  { key: "insights", icon: "ChartNoAxesCombined" },
] as const;

/** The looping carousel of six cards, advancing every 6 s (docs/product.md). */
export function Highlights() {
  const { t } = useTranslation("home");
  const locale = useLocale();
  return (
    <Section tone="muted" ns="home" words="highlights">
      <Carousel
        label={t("highlights.label")}
        slides={cards.map((card) => ({
          icon: card.icon,
          title: t(`highlights.cards.${card.key}.title`),
          text: t(`highlights.cards.${card.key}.description`, {
            vipPerkRedemption: formatStat("vipPerkRedemption", locale),
          }),
        }))}
      />
    </Section>
  );
}

/** docs/product.md: title, description, image, link and call to action. */
const blocks = [
  { key: "music", page: "music", image: industryImages.music },
  { key: "sports", page: "sports", image: industryImages.sports },
] as const;

export function Industries() {
  const { t } = useTranslation("home");
  const path = usePagePath();
  return (
    <Section id={homeAnchors.industries} ns="home" words="industries">
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
        {blocks.map((block) => (
          <article
            key={block.key}
            className="group flex flex-col overflow-hidden rounded-panel bg-surface shadow-card ring-1 ring-line"
          >
            <div className="overflow-hidden">
              <Picture
                image={block.image}
                alt={t(`industries.${block.key}.imageAlt`)}
                className="block aspect-[4/3] sm:aspect-[16/10]"
                imgClassName="size-full object-cover transition-transform duration-(--duration-zoom) ease-out group-hover:scale-[1.03]"
              />
            </div>
            <div className="flex flex-1 flex-col p-7 sm:p-10">
              <h3 className="text-display font-bold">{t(`industries.${block.key}.title`)}</h3>
              <p className="mt-4 text-lead text-ink-muted text-pretty">{t(`industries.${block.key}.description`)}</p>
              <div className="mt-8">
                <ButtonLink to={path(block.page)} variant="primary" arrow>
                  {t(`industries.${block.key}.cta`)}
                </ButtonLink>
              </div>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}

const stats = ["vipRetention", "spendIncrease", "recommendation", "fraudReduction"] as const;

/** docs/product.md: the platform section, one text card with the dashboard, and a button to /platform. */
export function PlatformOverview() {
  const { t } = useTranslation("home");
  const path = usePagePath();
  const locale = useLocale();
  return (
    <Section id={homeAnchors.platform} tone="dark" ns="home" words="platform">
      <article className="overflow-hidden rounded-panel bg-night-raised ring-1 ring-night-line">
        <div className="grid items-center gap-10 p-7 sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.75fr)] lg:gap-12 lg:p-12">
          <div>
            <h3 className="text-title font-semibold text-balance">{t("platform.card.title")}</h3>
            <p className="mt-4 text-on-night-muted text-pretty">{t("platform.card.text")}</p>
            <div className="mt-8">
              <ButtonLink to={path("platform")} variant="onDark" arrow>
                {t("platform.cta")}
              </ButtonLink>
            </div>
          </div>
          <div className="rounded-2xl bg-night p-2 shadow-glow ring-1 ring-white/10">
            <Picture
              image={dashboardImage(locale)}
              alt={t("platform.card.imageAlt")}
              className="block"
              imgClassName="h-auto w-full rounded-xl"
            />
          </div>
        </div>
      </article>
      <ul aria-label={t("platform.statsLabel")} className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
        {stats.map((stat) => (
          <li key={stat}>
            <Stat stat={stat} label={t(`platform.stats.${stat}`)} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
