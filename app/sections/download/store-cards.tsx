import { Smartphone, TabletSmartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ExternalButtonLink } from "../../components/ui/button.tsx";
import { Section } from "../../components/ui/section.tsx";
import { config } from "../../config.ts";

/** SPEC.md §2 "Download page": two cards, each opening its store listing in a new tab. */
const stores = [
  { key: "ios", icon: Smartphone, href: config.APP_STORE_URL },
  { key: "android", icon: TabletSmartphone, href: config.PLAY_STORE_URL },
] as const;

export function StoreCards() {
  const { t } = useTranslation("download");
  return (
    <Section id="download-section" title={t("stores.title")} lead={t("stores.lead")}>
      <ul className="grid gap-6 md:grid-cols-2">
        {stores.map(({ key, icon: Icon, href }) => (
          <li
            key={key}
            className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-8 shadow-[var(--shadow-card)]"
          >
            <Icon aria-hidden="true" className="size-10 text-brand" />
            <h3 className="mt-4 text-2xl font-semibold">{t(`stores.${key}.title`)}</h3>
            <p className="mt-2 flex-1 text-ink-muted">{t(`stores.${key}.text`)}</p>
            <div className="mt-6">
              <ExternalButtonLink href={href} size="lg">
                {t(`stores.${key}.cta`)}
              </ExternalButtonLink>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-ink-muted">{t("stores.fansNote")}</p>
    </Section>
  );
}
