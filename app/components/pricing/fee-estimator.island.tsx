import { Info } from "lucide-react";
import { useId, useState } from "react";
import {
  bandFor,
  type Estimate,
  estimateFee,
  type Product,
  paidTicketing,
  products,
} from "../../../content/fee-schedule.ts";
import { formatAmount, formatCount, formatMoney, formatPercent } from "../../../content/fee-schedule-format.ts";
import type { Locale } from "../../../site/locales.ts";
import { type Translate, translator } from "../../islands/ui-words.tsx";
import { ScrollButton } from "../ui/button.tsx";
import { Tooltip } from "../ui/tooltip.tsx";
import { maxPriceCents, type ParseError, parseCount, parsePriceCents } from "./parse-amount.ts";

const unitOf = (product: Product) => (product === "paidTicketing" || product === "fanCards" ? "card" : "scan");

const inputClass =
  "mt-2 block w-full rounded-xl border border-line bg-surface px-4 py-3 text-lg text-ink tabular-nums shadow-sm transition-colors placeholder:text-ink-muted/60 hover:border-ink-muted aria-invalid:border-danger";

/** What the estimator starts with, and the examples its hints and errors give, written per language. */
const startingCount = 1_000;
const exampleCount = 1_500;
const examplePriceCents = 2_500;

/**
 * The pricing page's estimator (docs/product.md): volume and ticket price in, the published fee out,
 * as the visitor types, in a polite live region. Its words are the "pricing" translations.
 */
export interface FeeEstimatorProps {
  readonly salesAnchor: string;
  /** The `estimator` translations of the pricing page. */
  readonly words: { readonly estimator: object };
  readonly locale: Locale;
}

export default function FeeEstimator({ salesAnchor, words, locale }: FeeEstimatorProps) {
  const t = translator(words, locale);
  const id = useId();
  const [product, setProduct] = useState<Product>("paidTicketing");
  const [countText, setCountText] = useState(() => formatCount(startingCount, locale));
  const [priceText, setPriceText] = useState(() => formatAmount(examplePriceCents, locale));
  const [touched, setTouched] = useState({ count: false, price: false });

  const unit = unitOf(product);
  const count = parseCount(countText);
  const needsPrice = product === "paidTicketing";
  const price = parsePriceCents(priceText);

  const countError = count.ok ? undefined : countMessage(count.error);
  const priceError = !needsPrice || price.ok ? undefined : priceMessage(price.error);
  function countMessage(error: ParseError): string {
    return t(error === "empty" ? "estimator.errors.countEmpty" : "estimator.errors.countInvalid", {
      example: formatCount(exampleCount, locale),
    });
  }
  function priceMessage(error: ParseError): string {
    if (error === "empty") return t("estimator.errors.priceEmpty");
    if (error === "tooLarge") return t("estimator.errors.priceTooLarge", { max: formatMoney(maxPriceCents, locale) });
    return t("estimator.errors.priceInvalid", { example: formatAmount(examplePriceCents, locale) });
  }
  // An empty field is not flagged while the visitor is still typing in it, only once they leave it.
  const showCountError = Boolean(countError) && (touched.count || (!count.ok && count.error !== "empty"));
  const showPriceError = Boolean(priceError) && (touched.price || (!price.ok && price.error !== "empty"));

  let estimate: Estimate | undefined;
  if (count.ok && (!needsPrice || price.ok)) {
    estimate =
      product === "paidTicketing"
        ? estimateFee({ product, cards: count.value, priceCents: price.ok ? price.value : 0 })
        : product === "fanCards"
          ? estimateFee({ product, cards: count.value })
          : estimateFee({ product, scans: count.value });
  }

  return (
    <div className="grid grid-cols-1 gap-8 *:min-w-0 lg:grid-cols-2 lg:gap-12">
      {/* A named group, not a form: the estimate follows every change, and there is nothing to send. */}
      <fieldset className="min-w-0 space-y-6" aria-label={t("estimator.title")}>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{t("estimator.product")}</legend>
          {/* Each option explains itself: a tooltip on hover or keyboard focus, a description for screen readers. */}
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {products.map((option) => (
              <div key={option} className="relative grid">
                <Tooltip content={t(`estimator.productHints.${option}`)}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-ink transition-colors hover:border-ink-muted has-checked:border-brand has-checked:bg-brand/5 has-focus-visible:outline-3 has-focus-visible:outline-brand">
                    <input
                      type="radio"
                      name={`${id}-product`}
                      value={option}
                      checked={product === option}
                      onChange={() => setProduct(option)}
                      aria-describedby={`${id}-${option}-hint`}
                      className="size-4 accent-brand focus-visible:outline-none"
                    />
                    <span className="text-sm font-medium">{t(`estimator.products.${option}`)}</span>
                    <Info aria-hidden="true" className="ml-auto size-4 shrink-0 text-ink-muted" />
                  </label>
                </Tooltip>
                <span id={`${id}-${option}-hint`} className="sr-only">
                  {t(`estimator.productHints.${option}`)}
                </span>
              </div>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={`${id}-count`} className="text-sm font-semibold text-ink">
            {t(`estimator.count.${unit}`)}
          </label>
          <input
            id={`${id}-count`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={countText}
            onChange={(event) => setCountText(event.target.value)}
            onBlur={() => {
              setTouched((state) => ({ ...state, count: true }));
              // Written back in the page's format once the visitor leaves the field: "3000" → "3,000".
              if (count.ok) setCountText(formatCount(count.value, locale));
            }}
            aria-invalid={showCountError ? true : undefined}
            aria-describedby={`${id}-count-hint${showCountError ? ` ${id}-count-error` : ""}`}
            className={inputClass}
          />
          <p id={`${id}-count-hint`} className="mt-1.5 text-sm text-ink-muted">
            {t(`estimator.countHint.${unit}`)}
          </p>
          {showCountError ? (
            <p id={`${id}-count-error`} className="mt-1.5 text-sm font-medium text-danger">
              {countError}
            </p>
          ) : null}
        </div>

        {needsPrice ? (
          <div>
            <label htmlFor={`${id}-price`} className="text-sm font-semibold text-ink">
              {t("estimator.price")}
            </label>
            <input
              id={`${id}-price`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={priceText}
              onChange={(event) => setPriceText(event.target.value)}
              onBlur={() => {
                setTouched((state) => ({ ...state, price: true }));
                if (price.ok) setPriceText(formatAmount(price.value, locale));
              }}
              aria-invalid={showPriceError ? true : undefined}
              aria-describedby={`${id}-price-hint${showPriceError ? ` ${id}-price-error` : ""}`}
              className={inputClass}
            />
            <p id={`${id}-price-hint`} className="mt-1.5 text-sm text-ink-muted">
              {t("estimator.priceHint", { example: formatAmount(examplePriceCents, locale) })}
            </p>
            {showPriceError ? (
              <p id={`${id}-price-error`} className="mt-1.5 text-sm font-medium text-danger">
                {priceError}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>

      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="estimate"
        className="on-night self-start rounded-3xl bg-night p-6 text-on-night shadow-card sm:p-8"
      >
        <p className="text-sm font-semibold tracking-wide text-on-night-muted uppercase">
          {t("estimator.result.title")}
        </p>
        {estimate ? (
          <EstimateView
            estimate={estimate}
            product={product}
            count={count.ok ? count.value : 0}
            priceCents={price.ok ? price.value : 0}
            salesAnchor={salesAnchor}
            t={t}
            locale={locale}
          />
        ) : (
          <p className="mt-4 text-on-night-muted">{countError ?? priceError}</p>
        )}
      </div>
    </div>
  );
}

function EstimateView({
  estimate,
  product,
  count,
  priceCents,
  salesAnchor,
  t,
  locale,
}: {
  estimate: Estimate;
  product: Product;
  count: number;
  priceCents: number;
  salesAnchor: string;
  t: Translate;
  locale: Locale;
}) {
  const unit = unitOf(product);
  const money = (cents: number) => formatMoney(cents, locale);

  if (estimate.kind === "contactSales") {
    const units = t(`estimator.units.${unit}`);
    return (
      <div className="mt-4">
        <p className="text-xl font-semibold text-balance" data-testid="estimate-contact">
          {estimate.reason === "unlisted"
            ? t("estimator.contactSales.unlisted", {
                min: formatCount(estimate.band.min, locale),
                max: formatCount(estimate.band.max, locale),
                unit: units,
              })
            : t("estimator.contactSales.above", { max: formatCount(estimate.lastListed, locale), unit: units })}
        </p>
        <ScrollButton target={salesAnchor} variant="onDark" arrow className="mt-6">
          {t("estimator.contactSales.cta")}
        </ScrollButton>
      </div>
    );
  }

  const band = product === "paidTicketing" ? bandFor(paidTicketing, count) : undefined;
  const amount = formatCount(count, locale);
  return (
    <div className="mt-4">
      <p className="text-sm text-on-night-muted">{t("estimator.result.total")}</p>
      <p
        className="mt-1 text-4xl font-bold tracking-tight break-words tabular-nums sm:text-5xl"
        data-testid="estimate-total"
      >
        {money(estimate.totalCents)}
      </p>
      <p className="mt-1 text-on-night-muted">
        {unit === "card"
          ? t("estimator.result.cardCount", { count, amount })
          : t("estimator.result.scanCount", { count, amount })}
      </p>
      <div className="mt-6 space-y-1 border-t border-night-line pt-5 text-sm">
        <p className="text-base font-semibold" data-testid="estimate-unit">
          {t(unit === "card" ? "estimator.result.perCard" : "estimator.result.perScan", {
            fee: money(estimate.unitFeeCents),
          })}
        </p>
        {band?.listed ? (
          <p className="text-on-night-muted">
            {t("estimator.result.paidBreakdown", {
              base: money(band.baseCents),
              percent: formatPercent(band.percentBasisPoints, locale),
              price: money(priceCents),
            })}
          </p>
        ) : null}
        <p className="text-on-night-muted">
          {t("estimator.result.band", {
            min: formatCount(estimate.band.min, locale),
            max: formatCount(estimate.band.max, locale),
            unit: t(`estimator.units.${unit}`),
          })}
        </p>
      </div>
      <p className="mt-5 text-xs text-on-night-muted">{t("estimator.result.included")}</p>
    </div>
  );
}
