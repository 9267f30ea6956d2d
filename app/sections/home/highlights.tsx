import { useTranslation } from "react-i18next";
import { formatStat } from "../../../content/promotional-stats.ts";
import { Carousel } from "../../components/ui/carousels.tsx";
import { Section } from "../../components/ui/section.tsx";
import { useLocale } from "../../i18n/use-locale.ts";

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
    <Section tone="muted" eyebrow={t("highlights.eyebrow")} title={t("highlights.title")} lead={t("highlights.lead")}>
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
