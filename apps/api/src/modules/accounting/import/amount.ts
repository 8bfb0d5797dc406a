/**
 * Bank amounts as printed ("-$1,234.56", "(12.50)", "12.50-", "1.234,56 €") to minor units,
 * from the string itself: never through a float, so 0.1 + 0.2 never drifts a cent.
 * Null when the text is not an amount. Two decimals (every currency a statement here uses).
 */
const DOT = /^(\d+)(?:\.(\d{0,2}))?$/;
const COMMA = /^(\d+)(?:,(\d{0,2}))?$/;
const NOISE = /[A-Za-z]{3}\b|[$€£¥₹₩₽₺₫¢\u00a0\s']/g;

export const parseAmount = (text: string, decimalSeparator: '.' | ',' = '.'): number | null => {
  let s = text.trim();
  if (!s) return null;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  // Currency codes and symbols, wherever the bank puts them.
  s = s.replace(NOISE, '');
  if (s.endsWith('-')) {
    negative = !negative;
    s = s.slice(0, -1);
  } else if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith('+')) {
    s = s.slice(1);
  }
  // A currency symbol may sit between the sign and the digits ("-$12"), already stripped.
  const thousands = decimalSeparator === '.' ? ',' : '.';
  s = s.split(thousands).join('');
  const match = (decimalSeparator === '.' ? DOT : COMMA).exec(s);
  if (!match) return null;
  const units = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(units)) return null;
  return negative && units !== 0 ? -units : units;
};
