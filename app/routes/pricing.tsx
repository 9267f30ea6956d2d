import { BadgePercent, CreditCard, Handshake, TrendingDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { merchantFee } from "../../content/fee-schedule.ts";
import { formatMoney, formatPercent } from "../../content/fee-schedule-format.ts";
import { sectionAnchor } from "../../content/legal/outline.ts";
import { ContactSection } from "../components/contact/contact-section.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { FeeEstimator } from "../components/pricing/fee-estimator.tsx";
import { FeeScheduleTables } from "../components/pricing/fee-schedule-tables.tsx";
import { useLocale, usePagePath } from "../i18n/use-locale.ts";
import "../styles/print.css";

const salesAnchor = "final-cta";

const highlights = [
  { key: "allIn", icon: BadgePercent },
  { key: "processing", icon: CreditCard },
  { key: "volume", icon: TrendingDown },
  { key: "unlisted", icon: Handshake },
] as const;

/** The published fee schedules and the estimator (DECISIONS.md "Pricing"), then the contact section. */
export default function PricingPage() {
  const { t } = useTranslation("pricing");
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

        <section aria-labelledby="pricing-highlights-title" className="mx-auto max-w-6xl px-6 py-16">
          <h2 id="pricing-highlights-title" className="sr-only">
            {t("highlights.title")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {highlights.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-2xl border border-line bg-surface p-6">
                <Icon aria-hidden="true" className="size-6 text-brand" />
                <h3 className="mt-4 font-semibold text-ink">{t(`highlights.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-muted">{t(`highlights.${key}.body`, processing)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          id="estimator"
          aria-labelledby="estimator-title"
          data-print="hide"
          className="scroll-mt-20 bg-surface-muted"
        >
          <div className="mx-auto max-w-6xl px-6 py-16 sm:py-20">
            <h2 id="estimator-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {t("estimator.title")}
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("estimator.lead")}</p>
            <div className="mt-10">
              <FeeEstimator salesAnchor={salesAnchor} />
            </div>
          </div>
        </section>

        <section id="fee-schedules" aria-labelledby="fee-schedules-title" className="scroll-mt-20">
          <div className="mx-auto max-w-6xl px-6 py-16 sm:py-20">
            <h2 id="fee-schedules-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {t("schedules.title")}
            </h2>
            <p className="mt-3 max-w-3xl text-lg text-ink-muted">
              {t("schedules.lead")}{" "}
              <Link
                to={path("businessTerms", sectionAnchor("businessTerms", "fee-schedules"))}
                className="font-semibold text-brand underline decoration-brand/40 underline-offset-2 hover:decoration-brand"
              >
                {t("schedules.businessTerms")}
              </Link>
            </p>
            <div className="mt-12">
              <FeeScheduleTables salesAnchor={salesAnchor} columns={2} />
            </div>
          </div>
        </section>
      </div>
      <ContactSection />
    </>
  );
}
