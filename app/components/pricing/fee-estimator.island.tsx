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
import { translator } from "../../islands/ui-words.tsx";
import { ScrollButton } from "../ui/button.tsx";
import { Tooltip } from "../ui/tooltip.tsx";
import { maxPriceCents, type Parsed, parseCount, parsePriceCents } from "./parse-amount.ts";

const unitOf = (product: Product) => (product === "paidTicketing" || product === "fanCards" ? "card" : "scan");

const inputClass =
  "mt-2 block w-full rounded-xl border border-line bg-surface px-4 py-3 text-lg text-ink tabular-nums shadow-sm transition-colors placeholder:text-ink-muted/60 hover:border-ink-muted aria-invalid:border-danger";

/** What the estimator starts with, and the examples its hints and errors give, written per language. */
const startingCount = 1_000;
const exampleCount = 1_500;
const examplePriceCents = 2_500;

/**
 * The pricing page's estimator (docs/product.md): the published fee, as the visitor types, in a live
 * region. Its words are the "pricing" translations.
 */
export default function FeeEstimator({
  salesAnchor,
  words,
  locale,
}: {
  salesAnchor: string;
  /** The `estimator` translations of the pricing page. */
  words: { estimator: object };
  locale: Locale;
}) {
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

  const countError = count.ok
    ? undefined
    : t(count.error === "empty" ? "estimator.errors.countEmpty" : "estimator.errors.countInvalid", {
        example: formatCount(exampleCount, locale),
      });
  const priceError =
    !needsPrice || price.ok
      ? undefined
      : price.error === "empty"
        ? t("estimator.errors.priceEmpty")
        : price.error === "tooLarge"
          ? t("estimator.errors.priceTooLarge", { max: formatMoney(maxPriceCents, locale) })
          : t("estimator.errors.priceInvalid", { example: formatAmount(examplePriceCents, locale) });
  // An empty field is not flagged while the visitor is still typing in it, only once they leave it.
  const shown = (parsed: Parsed<number>, left: boolean) => !parsed.ok && (left || parsed.error !== "empty");

  const field = (
    name: "count" | "price",
    label: string,
    hint: string,
    [text, setText]: [string, (text: string) => void],
    parsed: Parsed<number>,
    error: string | undefined,
    format: (value: number, locale: Locale) => string,
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="text"
        inputMode={name === "count" ? "numeric" : "decimal"}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          setTouched((state) => ({ ...state, [name]: true }));
          // Written back in the page's format once the visitor leaves the field: "3000" → "3,000".
          if (parsed.ok) setText(format(parsed.value, locale));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-${name}-hint${error ? ` ${id}-${name}-error` : ""}`}
        className={inputClass}
      />
      <p id={`${id}-${name}-hint`} className="mt-1.5 text-sm text-ink-muted">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );

  let estimate: Estimate | undefined;
  if (count.ok && (!needsPrice || price.ok)) {
    estimate =
      product === "paidTicketing"
        ? estimateFee({ product, cards: count.value, priceCents: price.ok ? price.value : 0 })
        : product === "fanCards"
          ? estimateFee({ product, cards: count.value })
          : estimateFee({ product, scans: count.value });
  }

  function estimateView(estimate: Estimate) {
    const cards = count.ok ? count.value : 0;
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

    const band = product === "paidTicketing" ? bandFor(paidTicketing, cards) : undefined;
    const amount = formatCount(cards, locale);
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
            ? t("estimator.result.cardCount", { count: cards, amount })
            : t("estimator.result.scanCount", { count: cards, amount })}
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
                price: money(price.ok ? price.value : 0),
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

        {field(
          "count",
          t(`estimator.count.${unit}`),
          t(`estimator.countHint.${unit}`),
          [countText, setCountText],
          count,
          shown(count, touched.count) ? countError : undefined,
          formatCount,
        )}
        {needsPrice
          ? field(
              "price",
              t("estimator.price"),
              t("estimator.priceHint", { example: formatAmount(examplePriceCents, locale) }),
              [priceText, setPriceText],
              price,
              shown(price, touched.price) ? priceError : undefined,
              formatAmount,
            )
          : null}
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
        {estimate ? estimateView(estimate) : <p className="mt-4 text-on-night-muted">{countError ?? priceError}</p>}
      </div>
    </div>
  );
}
