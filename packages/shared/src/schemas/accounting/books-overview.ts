import { z } from 'zod';
import { successEnvelope } from '../envelope';

/** The books at a glance: what is left to categorise, month by month, and the bookkeeping. */
export const ZBooksOverview = z.object({
  /** Transactions without a category (split ones count as categorised). */
  uncategorised: z.number().int(),
  /** The BOOKKEEPING service: our bookkeepers categorise and close months (decision 0150). */
  bookkeeping: z.object({
    active: z.boolean(),
    /** The last month closed, e.g. "2026-09". */
    closedThrough: z.string().nullable(),
  }),
  months: z.array(
    z.object({
      month: z.string(),
      transactions: z.number().int(),
      uncategorised: z.number().int(),
      closed: z.boolean(),
    }),
  ),
  /** Every currency of the books: the accounts' and the invoice payments' (decision 0184). */
  currencies: z.array(z.string()),
  /** Transactions in the books, all of them (0: nothing imported or booked yet). */
  transactionCount: z.number().int(),
});
export type TBooksOverview = z.infer<typeof ZBooksOverview>;
export const ZBooksOverviewResponse = successEnvelope(ZBooksOverview);
