import { Activity, MapPin, ScanLine, Smartphone, TabletSmartphone, WifiOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "../components/external-link.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { ScrollButton } from "../components/ui/button.tsx";
import { Callouts } from "../components/ui/card.tsx";
import { IconTile } from "../components/ui/icon-tile.tsx";
import { Picture } from "../components/ui/picture.tsx";
import { Section } from "../components/ui/section.tsx";
import { config } from "../config.ts";
import { useLocale } from "../i18n/use-locale.ts";
import { storeBadge } from "../images.ts";

export function DownloadHero() {
  const { t } = useTranslation("download");
  return (
    <PageHero title={t("hero.title")} lead={t("hero.lead")}>
      <ScrollButton target="download-section" variant="onDark" size="lg">
        {t("hero.cta")}
      </ScrollButton>
    </PageHero>
  );
}

const features = [
  { key: "tap", icon: ScanLine },
  { key: "offline", icon: WifiOff },
  { key: "perks", icon: MapPin },
  { key: "live", icon: Activity },
] as const;

/** What the scanner app does for staff at the door. */
export function ScannerFeatures() {
  const { t } = useTranslation("download");
  return (
    <Section id="scanner-features" eyebrow={t("features.eyebrow")} title={t("features.title")}>
      <div className="grid gap-8 sm:grid-cols-2">
        <Callouts ns="download" words="features.items" items={features} />
      </div>
    </Section>
  );
}

/** Each store's own badge, lettered in the page's language, opening its listing in a new tab. */
const stores = [
  { key: "ios", icon: Smartphone, href: config.APP_STORE_URL, badge: "app-store" },
  { key: "android", icon: TabletSmartphone, href: config.PLAY_STORE_URL, badge: "google-play" },
] as const;

export function StoreCards() {
  const { t } = useTranslation("download");
  const locale = useLocale();
  return (
    <Section id="download-section" tone="muted" title={t("stores.title")} lead={t("stores.lead")}>
      <ul className="grid gap-6 md:grid-cols-2">
        {stores.map(({ key, icon, href, badge }) => (
          <li key={key} className="flex flex-col rounded-card bg-surface p-6 shadow-card ring-1 ring-line sm:p-8">
            <IconTile icon={icon} />
            <h3 className="mt-6 text-title font-semibold">{t(`stores.${key}.title`)}</h3>
            <p className="mt-3 flex-1 text-ink-muted text-pretty">{t(`stores.${key}.text`)}</p>
            <ExternalLink href={href} className="mt-8 inline-flex self-start rounded-xl">
              <Picture image={storeBadge(badge, locale)} alt={t(`stores.${key}.cta`)} imgClassName="h-14 w-auto" />
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="mt-10 max-w-3xl text-ink-muted text-pretty">{t("stores.fansNote")}</p>
    </Section>
  );
}
