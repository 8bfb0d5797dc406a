import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import { minorFromMajor } from '@charterline/shared/rules/money';

export type TSplitDraft = { amount: string; categoryId: string; memo: string };

/**
 * What is left to put in a part: the transaction's size less the parts typed so far (all
 * typed as positive amounts; the transaction's sign is applied on save). Unreadable amounts
 * count as nothing, and are reported by the part.
 */
export const leftToAssign = (total: number, parts: readonly TSplitDraft[], currency: string) =>
  Math.abs(total) - parts.reduce((sum, p) => sum + (minorFromMajor(p.amount, currency) ?? 0), 0);

export type TSplitCheck =
  | { ok: true; parts: { amount: number; categoryId: string; memo: string | null }[] }
  | { ok: false; byPart: Record<number, { amount?: string; categoryId?: string }>; total?: string };

/** The parts as the API takes them, or what to say by each field and by the total. */
export const checkSplit = (
  total: number,
  parts: readonly TSplitDraft[],
  currency: string,
): TSplitCheck => {
  const byPart: Record<number, { amount?: string; categoryId?: string }> = {};
  const sign = total < 0 ? -1 : 1;
  const out: { amount: number; categoryId: string; memo: string | null }[] = [];
  parts.forEach((p, i) => {
    const minor = minorFromMajor(p.amount, currency);
    const errors: { amount?: string; categoryId?: string } = {};
    if (!p.amount.trim() || minor === 0) errors.amount = 'Enter an amount';
    else if (minor === null) errors.amount = `Enter an amount like ${formatMinor(1_234, currency)}`;
    if (!p.categoryId) errors.categoryId = 'Choose a category';
    if (errors.amount || errors.categoryId) byPart[i] = errors;
    else
      out.push({
        amount: sign * (minor ?? 0),
        categoryId: p.categoryId,
        memo: p.memo.trim() || null,
      });
  });
  let totalError: string | undefined;
  if (parts.length < 2) totalError = 'Split into at least two parts';
  else {
    const left = leftToAssign(total, parts, currency);
    if (left > 0) totalError = `${formatMinor(left, currency)} is still to assign`;
    else if (left < 0)
      totalError = `The parts are ${formatMinor(-left, currency)} more than the transaction`;
  }
  if (Object.keys(byPart).length > 0 || totalError)
    return { ok: false, byPart, ...(totalError ? { total: totalError } : {}) };
  return { ok: true, parts: out };
};
