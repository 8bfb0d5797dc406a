import { z } from 'zod';
import { successEnvelope } from '../envelope';

/** Each account's balance at each month end of the period, and their total. */
export const ZCashReport = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Month ends (or `to` for the last one). */
  dates: z.array(z.string()),
  accounts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      balances: z.array(z.number().int()),
    }),
  ),
  total: z.array(z.number().int()),
});
export type TCashReport = z.infer<typeof ZCashReport>;
export const ZCashReportResponse = successEnvelope(ZCashReport);
