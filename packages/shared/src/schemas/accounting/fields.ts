import { z } from 'zod';

/** The field shapes every accounting topic shares. */
export const ZIsoDay = z.iso.date('Use a date like 2026-01-31');
export const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-01');
/** `?uncategorised=true` and friends: a query string flag. */
export const ZFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** Every amount in minor units (cents): an integer within ±$100,000,000. */
export const AMOUNT_LIMIT = 10_000_000_000;
export const ZBoundedAmount = z.number().int().min(-AMOUNT_LIMIT).max(AMOUNT_LIMIT);

/** `/…/:id` of any accounting record (account, category, rule, transaction, import). */
export const ZAccountingIdParams = z.object({ id: z.uuid() });
