import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  type Band,
  fanCards,
  lastListedCount,
  otherFees,
  paidTicketing,
  retailActivations,
  type Schedule,
  type ScheduleBand,
} from "../../../content/fee-schedule.ts";
import { formatCount, formatMoney, formatPercent } from "../../../content/fee-schedule-format.ts";
import { useLocale, usePagePath } from "../../i18n/use-locale.ts";

/** The fee schedules, shared by the pricing page and the business terms so the two never disagree. */
export function FeeScheduleTables({
  salesAnchor,
  columns = 1,
}: {
  /** Where "contact sales" scrolls on this page; without it, it links to the contact page. */
  salesAnchor?: string;
  /** Two schedules side by side on wide screens (the pricing page), or one under another (in prose). */
  columns?: 1 | 2;
}) {
  const { t } = useTranslation("pricing");
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const percent = (basisPoints: number) => formatPercent(basisPoints, locale);

  return (
    <div className={columns === 2 ? "grid gap-12 lg:grid-cols-2 lg:gap-x-10 lg:gap-y-14" : "space-y-12"}>
      <FeeTable
        name="paidTicketing"
        unitHeader={t("schedules.cards")}
        headers={[t("schedules.paidTicketing.base"), t("schedules.paidTicketing.percent")]}
        schedule={paidTicketing}
        cells={(band) => [money(band.baseCents), percent(band.percentBasisPoints)]}
        salesAnchor={salesAnchor}
      />
      <FeeTable
        name="fanCards"
        unitHeader={t("schedules.cards")}
        headers={[t("schedules.fanCards.fee")]}
        schedule={fanCards}
        cells={(band) => [money(band.feeCents)]}
        salesAnchor={salesAnchor}
      />
      <FeeTable
        name="retailActivations"
        unitHeader={t("schedules.scans")}
        headers={[t("schedules.retailActivations.retail"), t("schedules.retailActivations.gamification")]}
        schedule={retailActivations}
        cells={(band) => [money(band.retailCents), money(band.gamificationCents)]}
        salesAnchor={salesAnchor}
      />
      <TableFrame
        id="fees-other"
        title={t("schedules.other.title")}
        description={t("schedules.other.description")}
        headers={[t("schedules.other.item"), t("schedules.other.fee")]}
      >
        <tbody className="divide-y divide-line">
          {(["subscriptions", "digitalCollectibles", "affiliate", "thirdPartyIntegration"] as const).map((key) => {
            const fee = otherFees[key];
            const value =
              key === "affiliate"
                ? t("schedules.other.affiliateDetail", { percent: percent(fee.percentBasisPoints) })
                : fee.fixedCents
                  ? t("schedules.plus", { percent: percent(fee.percentBasisPoints), fixed: money(fee.fixedCents) })
                  : percent(fee.percentBasisPoints);
            return (
              <tr key={key} data-fee={key}>
                <th scope="row" className={rowHeadCell}>
                  {t(`schedules.other.${key}`)}
                </th>
                <td className={`${cell} text-right font-semibold text-ink`}>{value}</td>
              </tr>
            );
          })}
        </tbody>
      </TableFrame>
    </div>
  );
}

const headCell = "px-2 py-2.5 align-bottom text-xs font-semibold text-ink sm:px-4 sm:text-sm";
const rowHeadCell = "px-2 py-2.5 text-left font-medium text-ink sm:px-4";
const cell = "px-2 py-2.5 tabular-nums sm:px-4";

/** A table under its heading and description; the first column's header is left-aligned, the others right. */
function TableFrame({
  id,
  title,
  description,
  headers,
  children,
}: {
  id: string;
  title: string;
  description: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  return (
    <div id={id} className="min-w-0">
      <h3 id={`${id}-title`} className="text-xl font-bold tracking-tight text-ink">
        {title}
      </h3>
      <p id={`${id}-description`} className="mt-1 text-ink-muted">
        {description}
      </p>
      <div className="mt-4 overflow-x-auto rounded-2xl border border-line bg-surface">
        <table
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          className="w-full border-collapse text-sm"
        >
          <thead className="bg-surface-muted">
            <tr>
              {headers.map((header, index) => (
                <th key={header} scope="col" className={`${headCell} ${index ? "text-right" : "text-left"}`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          {children}
        </table>
      </div>
    </div>
  );
}

function BandLabel({ band }: { band: Band }) {
  const { t } = useTranslation("pricing");
  const locale = useLocale();
  // "5,001–10,000" on screen, "5,001 to 10,000" to a screen reader; it may wrap after the dash.
  return (
    <>
      {formatCount(band.min, locale)}
      <span aria-hidden="true">–</span>
      <span className="sr-only"> {t("schedules.bandTo")} </span>
      {formatCount(band.max, locale)}
    </>
  );
}

function SalesLink({ anchor }: { anchor?: string }) {
  const { t } = useTranslation("pricing");
  const path = usePagePath();
  return (
    <a
      href={anchor ? `#${anchor}` : path("contact")}
      className="font-semibold text-brand underline decoration-brand/40 underline-offset-2 hover:decoration-brand"
    >
      {t("schedules.contactSales")}
    </a>
  );
}

/** One schedule's table, its heading and description under `schedules.<name>`. */
function FeeTable<Price>({
  name,
  unitHeader,
  headers,
  schedule,
  cells,
  salesAnchor,
}: {
  name: "paidTicketing" | "fanCards" | "retailActivations";
  unitHeader: string;
  headers: readonly string[];
  schedule: Schedule<Price>;
  cells: (band: Extract<ScheduleBand<Price>, { listed: true }>) => string[];
  salesAnchor?: string;
}) {
  const { t } = useTranslation("pricing");
  const locale = useLocale();
  return (
    <TableFrame
      id={`fees-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`}
      title={t(`schedules.${name}.title`)}
      description={t(`schedules.${name}.description`)}
      headers={[unitHeader, ...headers]}
    >
      <tbody className="divide-y divide-line">
        {schedule.bands.map((band) => (
          <tr key={band.min} data-band={`${band.min}-${band.max}`} className={band.listed ? "" : "bg-surface-muted/60"}>
            <th scope="row" className={`${rowHeadCell} tabular-nums`}>
              <BandLabel band={band} />
            </th>
            {band.listed ? (
              cells(band).map((value, index) => (
                <td key={headers[index]} className={`${cell} text-right font-semibold text-ink`}>
                  {value}
                </td>
              ))
            ) : (
              <td colSpan={headers.length} className={`${cell} text-right text-ink-muted`}>
                {t("schedules.notListed")} <SalesLink anchor={salesAnchor} />
              </td>
            )}
          </tr>
        ))}
        <tr data-band="above" className="bg-surface-muted/60">
          <th scope="row" className={rowHeadCell}>
            {t("schedules.above", { amount: formatCount(lastListedCount(schedule), locale) })}
          </th>
          <td colSpan={headers.length} className={`${cell} text-right`}>
            <SalesLink anchor={salesAnchor} />
          </td>
        </tr>
      </tbody>
    </TableFrame>
  );
}
