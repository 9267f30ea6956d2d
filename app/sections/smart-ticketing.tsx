import {
  CalendarDays,
  CalendarOff,
  CircleCheck,
  Coins,
  Crown,
  Gift,
  Percent,
  Repeat,
  ShieldCheck,
  SlidersHorizontal,
  Split,
  TrendingUp,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHero } from "../components/page-hero.tsx";
import { ScrollButton } from "../components/ui/button.tsx";
import { Callouts, Card, Stat } from "../components/ui/card.tsx";
import { Section } from "../components/ui/section.tsx";
import { WalletPass } from "../components/ui/wallet-pass.tsx";
import { passImages } from "../images.ts";

// The product names #vip-season-passes and #secondary-market; the others are ours.
export const smartTicketingAnchors = {
  platform: "platform",
  vipSeasonPasses: "vip-season-passes",
  secondaryMarket: "secondary-market",
  caseStudy: "case-study",
  granularControl: "granular-control",
  resaleStrategy: "resale-strategy",
  finalCta: "final-cta",
} as const;

export function SmartTicketingHero() {
  const { t } = useTranslation("music");
  return (
    <PageHero title={t("smartTicketing.hero.title")} lead={t("smartTicketing.hero.lead")}>
      <ScrollButton target={smartTicketingAnchors.platform} variant="onDark" size="lg">
        {t("smartTicketing.hero.cta")}
      </ScrollButton>
    </PageHero>
  );
}

/** The platform section the hero button scrolls to: one card per part of the page below. */
export const ticketingCards = [
  { key: "vip", icon: Crown, anchor: smartTicketingAnchors.vipSeasonPasses },
  { key: "secondary", icon: Repeat, anchor: smartTicketingAnchors.secondaryMarket },
  { key: "control", icon: SlidersHorizontal, anchor: smartTicketingAnchors.granularControl },
] as const;

/** The VIP and Season Passes section with its four benefit blocks. */
const benefits = [
  { key: "perks", icon: Gift },
  { key: "season", icon: CalendarDays },
  { key: "upgrades", icon: TrendingUp },
  { key: "discounts", icon: Percent },
] as const;

/** The passes shown as they sit in a fan's phone wallet, with the perks of each. */
const passes = ["concert", "season", "vip"] as const;

export function VipSeasonPasses() {
  const { t } = useTranslation("music");
  return (
    <Section id={smartTicketingAnchors.vipSeasonPasses} tone="muted" ns="music" words="smartTicketing.vip">
      <div className="grid gap-8 sm:grid-cols-2">
        <Callouts ns="music" words="smartTicketing.vip.benefits" items={benefits} />
      </div>
      <ul aria-label={t("smartTicketing.vip.passes.label")} className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {passes.map((kind) => (
          <li key={kind} className={kind === "vip" ? "sm:col-span-2 lg:col-span-1" : undefined}>
            <WalletPass
              image={passImages[kind]}
              alt={t(`smartTicketing.vip.passes.kinds.${kind}.alt`)}
              name={t(`smartTicketing.vip.passes.kinds.${kind}.name`)}
              detail={t(`smartTicketing.vip.passes.kinds.${kind}.detail`)}
              tap={t("smartTicketing.vip.passes.tapToEnter")}
            />
          </li>
        ))}
      </ul>
      <div className="mt-12 grid gap-8 sm:grid-cols-2">
        <Stat stat="vipPerkRedemption" label={t("stats.vipPerkRedemption")} />
        <Stat stat="vipRetention" label={t("stats.vipRetention")} />
      </div>
    </Section>
  );
}

/** The secondary market: on-chain authenticity, you set the terms, royalties on autopilot. */
const points = [
  { key: "authenticity", icon: ShieldCheck },
  { key: "terms", icon: SlidersHorizontal },
  { key: "royalties", icon: Coins },
] as const;

export function SecondaryMarket() {
  const { t } = useTranslation("music");
  return (
    <Section id={smartTicketingAnchors.secondaryMarket} ns="music" words="smartTicketing.secondary">
      <div className="grid gap-8 md:grid-cols-3">
        <Callouts ns="music" words="smartTicketing.secondary.points" items={points} />
      </div>
      <div className="mt-12">
        <Stat stat="fraudReduction" label={t("stats.fraudReduction")} />
      </div>
    </Section>
  );
}

/** The revenue case study, $42,000 verified resale revenue from one festival (docs/product.md). */
const setup = ["passes", "cap", "royalty"] as const;

export function CaseStudy() {
  const { t } = useTranslation("music");
  return (
    <Section
      id={smartTicketingAnchors.caseStudy}
      tone="dark"
      eyebrow={t("smartTicketing.caseStudy.eyebrow")}
      title={t("smartTicketing.caseStudy.title")}
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div>
          <p className="max-w-3xl text-lg text-on-night-muted">{t("smartTicketing.caseStudy.body")}</p>
          <h3 className="mt-8 text-lg font-semibold">{t("smartTicketing.caseStudy.setupTitle")}</h3>
          <ul className="mt-4 space-y-3">
            {setup.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span>{t(`smartTicketing.caseStudy.setup.${item}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="self-start">
          <Stat stat="festivalResaleRevenue" label={t("stats.festivalResaleRevenue")} />
        </div>
      </div>
    </Section>
  );
}

/** Granular control: flexible price controls, timed blackout windows, multi-party royalties. */
const items = [
  { key: "pricing", icon: SlidersHorizontal },
  { key: "blackout", icon: CalendarOff },
  { key: "royalties", icon: Split },
] as const;

export function GranularControl() {
  const { t } = useTranslation("music");
  return (
    <Section id={smartTicketingAnchors.granularControl} tone="muted" ns="music" words="smartTicketing.control">
      <div className="grid gap-6 md:grid-cols-3">
        {items.map(({ key, icon }) => (
          <Card key={key} icon={icon} title={t(`smartTicketing.control.items.${key}.title`)}>
            {t(`smartTicketing.control.items.${key}.text`)}
          </Card>
        ))}
      </div>
    </Section>
  );
}

/** The call to action "Take Control of Your Resale Strategy", scrolling to the contact section. */
export function ResaleStrategy() {
  const { t } = useTranslation("music");
  return (
    <Section
      id={smartTicketingAnchors.resaleStrategy}
      tone="dark"
      align="center"
      title={t("smartTicketing.resaleStrategy.title")}
      lead={t("smartTicketing.resaleStrategy.text")}
    >
      <div className="flex justify-center">
        <ScrollButton target={smartTicketingAnchors.finalCta} variant="onDark" size="lg">
          {t("smartTicketing.resaleStrategy.cta")}
        </ScrollButton>
      </div>
    </Section>
  );
}
