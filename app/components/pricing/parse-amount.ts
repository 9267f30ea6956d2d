// The site writes "1,500" and "25.00" in both languages, but much of Latin America writes "1.500" and
// "25,00": both are understood wherever they are unambiguous.
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ParseError };
export type ParseError = "empty" | "invalid" | "tooLarge";

/** The highest ticket price the estimator takes, in cents. */
export const maxPriceCents = 100_000_00;

const groupedComma = /^\d{1,3}(,\d{3})+$/;
const groupedPoint = /^\d{1,3}(\.\d{3})+$/;
const groupedSpace = /^\d{1,3}( \d{3})+$/;

function normalise(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, " ").trim();
}

/** A whole number of cards or scans: "1500", "1,500", "1.500", "1 500". */
export function parseCount(text: string): Parsed<number> {
  const value = normalise(text);
  if (value === "") return { ok: false, error: "empty" };
  if (!/^\d+$/.test(value) && !groupedComma.test(value) && !groupedPoint.test(value) && !groupedSpace.test(value)) {
    return { ok: false, error: "invalid" };
  }
  const count = Number(value.replace(/[,. ]/g, ""));
  return Number.isSafeInteger(count) ? { ok: true, value: count } : { ok: false, error: "tooLarge" };
}

/** A price in US dollars, to whole cents: "25", "25.5", "$1,250.00", "USD 25", "1.250,50", "25,00". */
export function parsePriceCents(text: string): Parsed<number> {
  const value = normalise(text)
    .replace(/^(US\$|USD|\$)\s?/i, "")
    .replace(/\s?(US\$|USD|\$)$/i, "");
  if (value === "") return { ok: false, error: "empty" };
  const pointDecimal = /^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/.exec(value);
  const commaDecimal = /^(\d+|\d{1,3}(\.\d{3})+)(,\d{1,2})?$/.exec(value);
  let whole: string;
  let fraction: string;
  if (pointDecimal) {
    whole = (pointDecimal[1] ?? "").replace(/,/g, "");
    fraction = (pointDecimal[3] ?? "").slice(1);
  } else if (commaDecimal) {
    whole = (commaDecimal[1] ?? "").replace(/\./g, "");
    fraction = (commaDecimal[3] ?? "").slice(1);
  } else {
    return { ok: false, error: "invalid" };
  }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > maxPriceCents) return { ok: false, error: "tooLarge" };
  return { ok: true, value: cents };
}
