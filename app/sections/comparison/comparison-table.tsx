import { Check, Minus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ButtonLink, ScrollButton } from "../../components/ui/button.tsx";
import { Section } from "../../components/ui/section.tsx";
import { usePagePath } from "../../i18n/use-locale.ts";

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

/**
 * Table elements laid out as blocks lose their table role in some browsers, so the phone layout
 * states each role explicitly (https://adrianroselli.com/2018/02/tables-css-display-properties-and-aria.html).
 */
const tableRole = (role: "table" | "rowgroup" | "row" | "columnheader" | "rowheader" | "cell") => ({ role });

/**
 * A real table from the medium breakpoint up; on a phone each row becomes a card with the column
 * names shown inside it, so nothing scrolls sideways at 320 px (WCAG 2.2 SC 1.4.10 Reflow).
 */
export function ComparisonTable() {
  const { t } = useTranslation("comparison");
  const path = usePagePath();
  return (
    <Section id="comparison-table" eyebrow={t("table.eyebrow")} title={t("table.title")} lead={t("table.lead")}>
      <table {...tableRole("table")} className="w-full border-collapse text-left max-md:block">
        <caption className="mb-4 text-left text-sm text-ink-muted max-md:block">{t("table.caption")}</caption>
        <thead {...tableRole("rowgroup")} className="max-md:sr-only max-md:block">
          <tr {...tableRole("row")} className="border-b border-line">
            <th
              {...tableRole("columnheader")}
              scope="col"
              className="w-1/4 py-4 pr-6 text-sm font-semibold text-ink-muted"
            >
              {t("table.columns.feature")}
            </th>
            <th
              {...tableRole("columnheader")}
              scope="col"
              className="w-3/8 py-4 pr-6 text-sm font-semibold text-ink-muted"
            >
              {t("table.columns.others")}
            </th>
            <th
              {...tableRole("columnheader")}
              scope="col"
              className="w-3/8 rounded-t-card bg-brand px-6 py-4 text-sm font-semibold text-white"
            >
              {t("table.columns.keystub")}
            </th>
          </tr>
        </thead>
        <tbody {...tableRole("rowgroup")} className="max-md:block max-md:space-y-4">
          {rows.map((row) => (
            <tr
              key={row}
              {...tableRole("row")}
              className="border-b border-line align-top max-md:block max-md:rounded-card max-md:border max-md:p-5"
            >
              <th
                {...tableRole("rowheader")}
                scope="row"
                className="py-5 pr-6 font-semibold max-md:block max-md:p-0 max-md:text-lg"
              >
                {t(`table.rows.${row}.feature`)}
              </th>
              <td {...tableRole("cell")} className="py-5 pr-6 text-ink-muted max-md:mt-3 max-md:block max-md:p-0">
                <span aria-hidden="true" className="block text-xs font-semibold uppercase tracking-wider md:hidden">
                  {t("table.columns.others")}
                </span>
                <span className="flex gap-2">
                  <Minus aria-hidden="true" className="mt-1 size-4 shrink-0" />
                  {t(`table.rows.${row}.others`)}
                </span>
              </td>
              <td
                {...tableRole("cell")}
                className="bg-brand-soft px-6 py-5 text-ink max-md:mt-3 max-md:block max-md:rounded-xl max-md:p-4 md:[tr:last-child>&]:rounded-b-card"
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
