import type { TCsvMappingInput, TDateFormat } from '@charterline/shared/schemas/accounting';

/**
 * The mapping step's live table, read in the browser from the file's first rows exactly as
 * the import will read them (the server's reader is the authority; the preview shows it).
 */

const TOKEN_ORDER = (format: TDateFormat): string[] => format.split(/[-/.]/);

/** "11-03-2026" read as MM-DD-YYYY → "2026-11-03"; null when it is not a date that way. */
export const readDate = (text: string, format: TDateFormat): string | null => {
  const groups = text.trim().match(/\d+/g);
  const tokens = TOKEN_ORDER(format);
  if (!groups || groups.length < 3) return null;
  const parts: Record<string, string> = {};
  tokens.forEach((t, i) => {
    parts[t] = groups[i] ?? '';
  });
  const yearText = parts.YYYY ?? parts.YY ?? '';
  if (parts.YYYY !== undefined && yearText.length !== 4) return null;
  if (parts.YY !== undefined && yearText.length !== 2) return null;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const month = Number(parts.MM);
  const day = Number(parts.DD);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * "1,234.56", "-45.10", "(45.10)", "$12", "45.10-" as minor units (2 decimals), or null.
 * `decimal` is the file's decimal separator; the other one groups thousands.
 */
export const readAmount = (text: string, decimal: '.' | ',', digits = 2): number | null => {
  let t = text.trim().replace(/[\s\u00a0'’]/g, '');
  if (!t) return null;
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (/^[-−]/.test(t)) {
    negative = !negative;
    t = t.slice(1);
  } else if (/[-−]$/.test(t)) {
    negative = !negative;
    t = t.slice(0, -1);
  }
  t = t.replace(/^\+/, '').replace(/^[^\d.,]+|[^\d.,]+$/g, '');
  const grouping = decimal === '.' ? ',' : '.';
  t = t.split(grouping).join('');
  const [whole = '', fraction = '', ...rest] = t.split(decimal);
  if (rest.length > 0 || !/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  if (!whole && !fraction) return null;
  if (fraction.length > digits) return null;
  const minor = Number(whole || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor)) return null;
  return negative ? -minor : minor;
};

export type TReadRow = {
  date: string | null;
  description: string;
  amount: number | null;
};

const cellOf = (row: string[], columns: string[], name: string | null | undefined): string => {
  if (!name) return '';
  const index = columns.indexOf(name);
  return index < 0 ? '' : (row[index] ?? '');
};

/** One signed amount: in positive, out negative (as the books keep it). */
export const amountOf = (
  row: string[],
  columns: string[],
  mapping: TCsvMappingInput,
  digits = 2,
): number | null => {
  const decimal = mapping.decimalSeparator ?? '.';
  const amount = mapping.amount;
  if (amount.mode === 'single') {
    const value = readAmount(cellOf(row, columns, amount.column), decimal, digits);
    if (value === null) return null;
    return amount.invert ? -value : value;
  }
  const out = cellOf(row, columns, amount.debitColumn).trim();
  const inn = cellOf(row, columns, amount.creditColumn).trim();
  if (!out && !inn) return null;
  const outValue = out ? readAmount(out, decimal, digits) : 0;
  const inValue = inn ? readAmount(inn, decimal, digits) : 0;
  if (outValue === null || inValue === null) return null;
  return Math.abs(inValue) - Math.abs(outValue);
};

/** The sample rows as the mapping reads them. */
export const readRows = (
  rows: string[][],
  columns: string[],
  mapping: TCsvMappingInput,
  digits = 2,
): TReadRow[] =>
  rows.map((row) => ({
    date: readDate(cellOf(row, columns, mapping.dateColumn), mapping.dateFormat),
    description: cellOf(row, columns, mapping.descriptionColumn),
    amount: amountOf(row, columns, mapping, digits),
  }));

/** The first date cell of the file, to show how each format reads it. */
export const firstDateText = (
  rows: string[][],
  columns: string[],
  dateColumn: string,
): string | null => {
  for (const row of rows) {
    const cell = cellOf(row, columns, dateColumn).trim();
    if (cell) return cell;
  }
  return null;
};
