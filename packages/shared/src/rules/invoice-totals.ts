/**
 * Invoice arithmetic (issue 21), the one used by the server (which stores the result) and by
 * the form's live totals. Money is in minor units (integers) of the invoice's currency.
 *
 * - A line's amount is quantity × unit price, rounded half up to the minor unit (quantity has
 *   at most 4 decimals: computed with integers, no float drift).
 * - The discount (an amount, or a percentage of the subtotal) comes off before tax and is
 *   shared among the lines in proportion to their amounts (the remainder to the last line),
 *   so each line's tax is on what is really charged for it.
 * - Each line's tax is its taxed base × its rate, rounded half up; the total tax is their sum.
 */

export type TLineIn = {
  quantity: number;
  /** Minor units. */
  unitPrice: number;
  /** Percent, at most 3 decimals (8.875). */
  taxRate: number;
};
export type TDiscountIn = { type: 'percent'; value: number } | { type: 'amount'; value: number };

export type TLineTotals = { amount: number; discount: number; tax: number };
export type TInvoiceTotals = {
  lines: TLineTotals[];
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  total: number;
};

const QUANTITY_SCALE = 10_000n;
const RATE_SCALE = 1000n; // taxRate × 1000: thousandths of a percent

/** a / b rounded half up, for non-negative BigInts. */
const divRound = (a: bigint, b: bigint): bigint => (a * 2n + b) / (2n * b);

export const lineAmount = (quantity: number, unitPrice: number): number => {
  const q = BigInt(Math.round(quantity * Number(QUANTITY_SCALE)));
  return Number(divRound(q * BigInt(unitPrice), QUANTITY_SCALE));
};

const discountOf = (subtotal: number, discount: TDiscountIn | null | undefined): number => {
  if (!discount || subtotal <= 0) return 0;
  if (discount.type === 'amount') return Math.min(Math.max(0, discount.value), subtotal);
  const pct = BigInt(Math.round(Math.min(Math.max(0, discount.value), 100) * 1000));
  return Number(divRound(BigInt(subtotal) * pct, 100_000n));
};

export const invoiceTotals = (
  lines: readonly TLineIn[],
  discount?: TDiscountIn | null,
): TInvoiceTotals => {
  const amounts = lines.map((l) => lineAmount(l.quantity, l.unitPrice));
  const subtotal = amounts.reduce((s, a) => s + a, 0);
  const discountTotal = discountOf(subtotal, discount);
  let shared = 0;
  const out = lines.map((l, i) => {
    const amount = amounts[i] ?? 0;
    const last = i === lines.length - 1;
    const share =
      subtotal === 0
        ? 0
        : last
          ? discountTotal - shared
          : Number((BigInt(discountTotal) * BigInt(amount)) / BigInt(subtotal));
    shared += share;
    const base = BigInt(Math.max(0, amount - share));
    const rate = BigInt(Math.round(l.taxRate * Number(RATE_SCALE)));
    const tax = Number(divRound(base * rate, 100n * RATE_SCALE));
    return { amount, discount: share, tax };
  });
  const taxTotal = out.reduce((s, l) => s + l.tax, 0);
  return {
    lines: out,
    subtotal,
    discountTotal,
    taxTotal,
    total: subtotal - discountTotal + taxTotal,
  };
};

/** Digits after the decimal point of a currency's minor unit (USD 2, JPY 0, KWD 3). */
export const currencyDigits = (currency: string): number => {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
};

/** "$1,234.50" for USD; other currencies show their code: "EUR 1,234.50". */
export const formatMinor = (minor: number, currency: string): string => {
  const digits = currencyDigits(currency);
  const value = minor / 10 ** digits;
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Math.abs(value));
  const sign = minor < 0 ? '-' : '';
  return currency === 'USD' ? `${sign}$${number}` : `${sign}${currency} ${number}`;
};

/** A tax rate as typed, at most 3 decimals: "20%", "8.875%". */
export const taxRateText = (rate: number): string =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(rate)}%`;

export type TTaxRateRow = {
  /** Percent. */
  rate: number;
  /** What the rate is charged on: the lines' amounts less their discount shares. */
  base: number;
  tax: number;
};

/**
 * Tax per rate (issue 36 item 10): one row per distinct rate above 0, in the order the rates
 * first appear, with the taxed base and the tax of its lines (as stored with them); the rows'
 * taxes add up to the invoice's tax total.
 */
export const taxByRate = (
  lines: readonly { taxRate: number; amount: number; discount: number; tax: number }[],
): TTaxRateRow[] => {
  const rows = new Map<number, TTaxRateRow>();
  for (const line of lines) {
    if (!(line.taxRate > 0)) continue;
    const row = rows.get(line.taxRate) ?? { rate: line.taxRate, base: 0, tax: 0 };
    row.base += Math.max(0, line.amount - line.discount);
    row.tax += line.tax;
    rows.set(line.taxRate, row);
  }
  return [...rows.values()];
};
