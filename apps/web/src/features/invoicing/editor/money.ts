/**
 * What the invoice form's fields hold (text, as typed) turned into what the API takes, with
 * string arithmetic only: "19.99" in USD is exactly 1999, never 19.99 × 100 in floating point.
 */

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** Digits as typed, without thousands separators and spaces ("1,234.50" → "1234.50"). */
const clean = (typed: string): string => typed.trim().replace(/[,\s]/g, '');

/**
 * A price in major units ("1,234.5") as minor units of a currency with `digits` decimals
 * (123450 for USD); null when it is not a plain non-negative number with at most `digits`
 * decimals.
 */
export const parseMinor = (typed: string, digits: number): number | null => {
  const match = DECIMAL.exec(clean(typed).replace(/^\./, '0.'));
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = BigInt(`${whole}${fraction.padEnd(digits, '0')}`);
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
};

/** Minor units as the field shows them: 123450 → "1234.50" (USD), 5000 → "5000" (JPY). */
export const minorToInput = (minor: number, digits: number): string => {
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
};

/** A quantity or a rate with at most `decimals` decimals; null otherwise. */
export const parseDecimal = (typed: string, decimals: number): number | null => {
  const match = DECIMAL.exec(clean(typed).replace(/^\./, '0.'));
  if (!match || (match[2] ?? '').length > decimals) return null;
  return Number(`${match[1] ?? '0'}.${match[2] || '0'}`);
};
