import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZCurrency } from '../invoicing/currency';
import { PNL_TYPES } from './categories';
import { ZIsoDay, ZMonth } from './fields';

/** The period, currency and account every report is asked for. */
export const ZReportQuery = z.object({
  companyId: z.uuid().optional(),
  from: ZIsoDay,
  to: ZIsoDay,
  currency: ZCurrency.default('USD'),
  accountId: z.uuid().optional(),
});
export type TReportQuery = z.input<typeof ZReportQuery>;

export const ZProfitAndLoss = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** "2026-01"… one per month of the period. */
  months: z.array(ZMonth),
  rows: z.array(
    z.object({
      categoryId: z.string(),
      name: z.string(),
      type: z.enum(PNL_TYPES),
      byMonth: z.array(z.number().int()),
      total: z.number().int(),
    }),
  ),
  /** Per month, then the period's total (last element is not a month: see `total`). */
  income: z.object({ byMonth: z.array(z.number().int()), total: z.number().int() }),
  costOfSales: z.object({ byMonth: z.array(z.number().int()), total: z.number().int() }),
  expenses: z.object({ byMonth: z.array(z.number().int()), total: z.number().int() }),
  taxes: z.object({ byMonth: z.array(z.number().int()), total: z.number().int() }),
  netProfit: z.object({ byMonth: z.array(z.number().int()), total: z.number().int() }),
  /** Not in the figures above until categorised. */
  uncategorised: z.object({ count: z.number().int(), in: z.number().int(), out: z.number().int() }),
  /**
   * Money in the period's books that is not profit or loss because it is owed to others
   * (liability categories, e.g. the sales tax / VAT collected on invoices): money in positive,
   * what was paid over negative (decision 0184).
   */
  liabilities: z.array(
    z.object({
      categoryId: z.string(),
      name: z.string(),
      byMonth: z.array(z.number().int()),
      total: z.number().int(),
    }),
  ),
  /**
   * The period's transactions in other currencies, never converted and never dropped: each
   * currency's own totals (ask for that currency for its whole report).
   */
  otherCurrencies: z.array(
    z.object({
      currency: z.string(),
      income: z.number().int(),
      /** Cost of sales, expenses and taxes, as amounts spent (positive). */
      costs: z.number().int(),
      netProfit: z.number().int(),
      liabilities: z.number().int(),
      uncategorised: z.number().int(),
    }),
  ),
  /** The day of the company's first transaction in the books (any currency), if any. */
  firstTransactionOn: z.string().nullable(),
});
export type TProfitAndLoss = z.infer<typeof ZProfitAndLoss>;

/** The words said wherever a P&L shows another currency apart (screen, CSV, PDF): one text. */
export const otherCurrencyNote = (other: { currency: string; income: number }): string =>
  other.income !== 0
    ? `${other.currency} income is shown apart: it is not converted.`
    : `${other.currency} figures are shown apart: they are not converted.`;
/**
 * Where a P&L's months start being worth showing: the month of the company's first
 * transaction when the period starts before it (months before the books began are not zeros
 * to read), else the period's first month. An index into `months`.
 */
export const pnlFirstShownMonth = (
  pnl: Pick<TProfitAndLoss, 'months' | 'firstTransactionOn'>,
): number => {
  const first = pnl.firstTransactionOn?.slice(0, 7);
  if (!first) return 0;
  const at = pnl.months.indexOf(first);
  return at > 0 ? at : 0;
};
/** What a liability line of the P&L is (tax collected is owed to the tax authority). */
export const LIABILITIES_NOTE =
  'Tax collected on invoices belongs to the tax authority: it is paid over, never income or profit.';
export const ZProfitAndLossResponse = successEnvelope(ZProfitAndLoss);
