import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Stat } from "../../components/ui/card.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { Section } from "../../components/ui/section.tsx";
import { useLocale, usePagePath } from "../../i18n/use-locale.ts";
import { dashboardImage } from "../../images.ts";
import { homeAnchors } from "./anchors.ts";

const stats = ["vipRetention", "spendIncrease", "recommendation", "fraudReduction"] as const;

/** docs/product.md: the platform section, one text card with the dashboard, and a button to /platform. */
export function PlatformOverview() {
  const { t } = useTranslation("home");
  const path = usePagePath();
  const locale = useLocale();
  return (
    <Section
      id={homeAnchors.platform}
      tone="dark"
      eyebrow={t("platform.eyebrow")}
      title={t("platform.title")}
      lead={t("platform.lead")}
    >
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
