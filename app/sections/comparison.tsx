// This table is built from <div>s with ARIA's table roles (why: see ComparisonTable).
// biome-ignore-all lint/a11y/useSemanticElements: the table elements are what the phone layout cannot use
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and cells take focus in a grid, not in a table
import { Check, Minus } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PageHero } from "../components/page-hero.tsx";
import { ButtonLink, ScrollButton } from "../components/ui/button.tsx";
import { Section } from "../components/ui/section.tsx";
import { usePagePath } from "../i18n/use-locale.ts";

export function ComparisonHero() {
  const { t } = useTranslation("comparison");
  return <PageHero title={t("hero.title")} lead={t("hero.lead")} />;
}

/** docs/product.md: feature, others, and Keystub's own value. */
const rows = [
  "entry",
  "fraud",
  "resale",
  "royalties",
  "staff",
  "passes",
  "passport",
  "loyalty",
  "collectibles",
  "data",
  "insights",
  "pricing",
] as const;

// On a phone each row is a card (WCAG 1.4.10): table elements laid out as blocks lose their semantics.
export function ComparisonTable() {
  const { t } = useTranslation("comparison");
  const path = usePagePath();
  const captionId = `${useId()}-caption`;
  return (
    <Section id="comparison-table" ns="comparison" words="table">
      <div role="table" aria-labelledby={captionId} className="w-full border-collapse text-left md:table">
        <div id={captionId} className="mb-4 text-sm text-ink-muted md:table-caption">
          {t("table.caption")}
        </div>
        <div role="rowgroup" className="max-md:sr-only md:table-header-group">
          <div role="row" className="border-b border-line md:table-row">
            <div role="columnheader" className="w-1/4 py-4 pr-6 text-sm font-semibold text-ink-muted md:table-cell">
              {t("table.columns.feature")}
            </div>
            <div role="columnheader" className="w-3/8 py-4 pr-6 text-sm font-semibold text-ink-muted md:table-cell">
              {t("table.columns.others")}
            </div>
            <div
              role="columnheader"
              className="w-3/8 rounded-t-card bg-brand px-6 py-4 text-sm font-semibold text-white md:table-cell"
            >
              {t("table.columns.keystub")}
            </div>
          </div>
        </div>
        <div role="rowgroup" className="max-md:space-y-4 md:table-row-group">
          {rows.map((row, index) => (
            <div
              key={row}
              role="row"
              className="border-b border-line max-md:rounded-card max-md:border max-md:p-5 md:table-row"
            >
              <div
                role="rowheader"
                className="py-5 pr-6 align-top font-semibold max-md:p-0 max-md:text-lg md:table-cell"
              >
                {t(`table.rows.${row}.feature`)}
              </div>
              <div role="cell" className="py-5 pr-6 align-top text-ink-muted max-md:mt-3 max-md:p-0 md:table-cell">
                <span aria-hidden="true" className="block text-xs font-semibold uppercase tracking-wider md:hidden">
                  {t("table.columns.others")}
                </span>
                <span className="flex gap-2">
                  <Minus aria-hidden="true" className="mt-1 size-4 shrink-0" />
                  {t(`table.rows.${row}.others`)}
                </span>
              </div>
              <div
                role="cell"
                className={`bg-brand-soft px-6 py-5 align-top text-ink max-md:mt-3 max-md:rounded-xl max-md:p-4 md:table-cell ${
                  index === rows.length - 1 ? "md:rounded-b-card" : ""
                }`}
              >
                <span
                  aria-hidden="true"
                  className="block text-xs font-semibold uppercase tracking-wider text-brand md:hidden"
                >
                  {t("table.columns.keystub")}
                </span>
                <span className="flex gap-2">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
                  {t(`table.rows.${row}.keystub`)}
                </span>
              </div>
            </div>
          ))}
        </div>
      </div>
      <p className="mt-6 text-sm text-ink-muted">{t("table.note")}</p>
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to={path("pricing")} size="lg" arrow>
          {t("table.pricingCta")}
        </ButtonLink>
        <ScrollButton target="final-cta" variant="secondary" size="lg">
          {t("table.contactCta")}
        </ScrollButton>
      </div>
    </Section>
  );
}
