import { currencyDigits } from './invoice-totals';

/**
 * Amounts as a person types them (major units, "1,234.50") and as the API takes them (an
 * integer of minor units, 123450 for USD), read from the text itself: never through a float,
 * so "19.99" is exactly 1999 and never 19.99 × 100. The web's amount fields and the invoice
 * form read and write amounts here only.
 */

/** Digits, then at most one decimal point and its digits. */
const PLAIN = /^(\d+)(?:\.(\d*))?$/;

/**
 * How a field reads what was typed:
 * - `money-field` (a payment, a credit, a transaction, a rule): "$20" and "1,234.50" are
 *   read, a comma only between groups of three digits ("12,34" is no amount);
 * - `invoice-form` (an invoice line's price, its discount, quantity and rate): commas and
 *   spaces anywhere are dropped and ".5" is 0.5.
 */
export type TAmountReading = 'money-field' | 'invoice-form';

const CLEAN: Record<TAmountReading, (typed: string) => string> = {
  'money-field': (typed) =>
    typed
      .trim()
      .replace(/^\$/, '')
      .replace(/,(?=\d{3}(\D|$))/g, ''),
  'invoice-form': (typed) => typed.trim().replace(/[,\s]/g, '').replace(/^\./, '0.'),
};

/**
 * An amount typed in major units as an integer of minor units of `currency`: null when it
 * is not a plain non-negative amount, has more decimals than the currency has, or is too
 * large to be a safe integer.
 */
export const minorFromMajor = (
  typed: string,
  currency: string,
  reading: TAmountReading = 'money-field',
): number | null => {
  const match = PLAIN.exec(CLEAN[reading](typed));
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const digits = currencyDigits(currency);
  if (fraction.length > digits) return null;
  const minor = BigInt(`${whole}${fraction.padEnd(digits, '0')}`);
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
};

/** Minor units as the text of a field in major units: 123450 USD → "1234.50", 5000 JPY → "5000". */
export const majorFromMinor = (minor: number, currency: string): string => {
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const whole = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0
    ? `${sign}${whole}`
    : `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
};

/** A quantity or a rate as the invoice form reads it, with at most `decimals` decimals. */
export const decimalFromTyped = (typed: string, decimals: number): number | null => {
  const match = PLAIN.exec(CLEAN['invoice-form'](typed));
  if (!match || (match[2] ?? '').length > decimals) return null;
  return Number(`${match[1] ?? '0'}.${match[2] || '0'}`);
};
