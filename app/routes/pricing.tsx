import { BadgePercent, CreditCard, Handshake, TrendingDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { merchantFee } from "../../content/fee-schedule.ts";
import { formatMoney, formatPercent } from "../../content/fee-schedule-format.ts";
import { sectionAnchor } from "../../content/legal/outline.ts";
import { ContactSection } from "../components/contact/contact-section.tsx";
import { PageHero } from "../components/page-hero.tsx";
import FeeEstimator from "../components/pricing/fee-estimator.island.tsx";
import { FeeScheduleTables } from "../components/pricing/fee-schedule-tables.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { Section } from "../components/ui/section.tsx";
import { useLocale, usePagePath } from "../i18n/use-locale.ts";
import { Island } from "../islands/island.tsx";

const salesAnchor = "final-cta";

const highlights = [
  { key: "allIn", icon: BadgePercent },
  { key: "processing", icon: CreditCard },
  { key: "volume", icon: TrendingDown },
  { key: "unlisted", icon: Handshake },
] as const;

// The estimator is about 2 KB compressed and renders the prerendered example, so it loads with the page.
export default function PricingPage() {
  const { t, i18n } = useTranslation("pricing");
  const locale = useLocale();
  const path = usePagePath();
  const processing = {
    percent: formatPercent(merchantFee.percentBasisPoints, locale),
    fixed: formatMoney(merchantFee.fixedCents, locale),
  };
  return (
    <>
      <div data-print-document="">
        <PageHero title={t("hero.title")} lead={t("hero.lead")} />

        <section aria-labelledby="pricing-highlights-title" className="mx-auto max-w-6xl px-5 py-16 sm:px-6">
          <h2 id="pricing-highlights-title" className="sr-only">
            {t("highlights.title")}
          </h2>
          <div className="grid gap-5 *:min-w-0 **:[h3]:break-words sm:grid-cols-2 lg:grid-cols-4">
            {highlights.map(({ key, icon }) => (
              <Card key={key} icon={icon} title={t(`highlights.${key}.title`)}>
                {t(`highlights.${key}.body`, processing)}
              </Card>
            ))}
          </div>
        </section>

        <div data-print="hide">
          <Section id="estimator" tone="muted" title={t("estimator.title")} lead={t("estimator.lead")}>
            <div className="mt-12">
              <Island
                component={FeeEstimator}
                props={{
                  salesAnchor,
                  locale,
                  words: { estimator: i18n.getResource(locale, "pricing", "estimator") as object },
                }}
              />
            </div>
          </Section>
        </div>

        <Section id="fee-schedules" title={t("schedules.title")} lead={t("schedules.lead")}>
          <div className="mt-6">
            <ButtonLink
              to={path("businessTerms", sectionAnchor("businessTerms", "fee-schedules"))}
              variant="ghost"
              arrow
              className="-ml-5"
            >
              {t("schedules.businessTerms")}
            </ButtonLink>
          </div>
          <div className="mt-12">
            <FeeScheduleTables salesAnchor={salesAnchor} columns={2} />
          </div>
        </Section>
      </div>
      <ContactSection />
    </>
  );
}
