import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TTransaction } from '@charterline/shared/schemas/accounting';

/** "$1,234.00" for money in, "-$12.00" for money out. */
export const formatSigned = (minor: number, currency: string): string =>
  formatMinor(minor, currency);

/** "Money in $X · Money out $Y" for one currency (out shown as a positive amount). */
export const sumsLine = (sum: { currency: string; in: number; out: number }): string =>
  `Money in ${formatMinor(sum.in, sum.currency)} · Money out ${formatMinor(Math.abs(sum.out), sum.currency)}`;

/** What a row's category says when no select is shown (locked, split). */
export const categoryText = (t: TTransaction): string => {
  if (t.splits.length > 0) return `Split: ${t.splits.map((s) => s.categoryName).join(', ')}`;
  return t.categoryName ?? 'Uncategorised';
};

export const invoiceLabel = (t: TTransaction): string | null =>
  t.invoice ? `Invoice ${t.invoice.number ?? 'draft'}` : null;

/** Rows added by hand may be edited in full; others only their category, counterparty, memo. */
export const isManual = (t: TTransaction): boolean => t.source === 'manual';
