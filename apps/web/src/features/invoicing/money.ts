import { currencyDigits } from '@charterline/shared/rules/invoice-totals';

/**
 * An amount typed in major units ("1,234.5", "$20", "0.07") as an integer of minor units,
 * read from the text (no float arithmetic): null when it is not a plain amount or has more
 * decimals than the currency has.
 */
export const minorFromMajor = (text: string, currency: string): number | null => {
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const digits = currencyDigits(currency);
  if (fraction.length > digits) return null;
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
};

/** Minor units as the text of an input in major units: 123450 USD → "1234.50". */
export const majorFromMinor = (minor: number, currency: string): string => {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
};
