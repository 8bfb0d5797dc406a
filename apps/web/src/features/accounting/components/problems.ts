import { currencyDigits } from '@charterline/shared/rules/invoice-totals';

/**
 * A signed amount typed in major units ("-1,250.50", "$20") as integer minor units, read
 * from the text (no float arithmetic); null when it is not a plain amount.
 */
export const signedMinorFromMajor = (text: string, currency: string): number | null => {
  let t = text.trim().replace(/^[−–]/, '-');
  const negative = t.startsWith('-');
  if (negative) t = t.slice(1).trim();
  t = t.replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(t);
  if (!match) return null;
  const digits = currencyDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor =
    BigInt(match[1] ?? '0') * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return negative ? -Number(minor) : Number(minor);
};

/** Minor units as the text of an input: -123450 USD → "-1234.50". */
export const majorFromMinor = (minor: number, currency: string): string => {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
};
