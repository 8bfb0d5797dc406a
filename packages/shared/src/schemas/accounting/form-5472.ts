import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { FORM_5472_KINDS } from './categories';

/** A year's transactions between the LLC and its foreign owner, for Form 5472 (decision 0149). */
export const ZForm5472Query = z.object({
  companyId: z.uuid().optional(),
  year: z.coerce.number().int().min(2000).max(2100),
});
export const ZForm5472Summary = z.object({
  year: z.number().int(),
  company: z.object({ name: z.string(), ein: z.string().nullable() }),
  /** The foreign owner(s) of record (members of the company). */
  owners: z.array(z.object({ name: z.string(), country: z.string().nullable() })),
  lines: z.array(
    z.object({
      kind: z.enum(FORM_5472_KINDS),
      label: z.string(),
      /** Absolute amounts per currency. */
      totals: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
      count: z.number().int(),
    }),
  ),
  transactions: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      description: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      kind: z.enum(FORM_5472_KINDS),
      categoryName: z.string(),
    }),
  ),
  /** Transactions that may belong here but are uncategorised in the year. */
  uncategorisedInYear: z.number().int(),
});
export type TForm5472Summary = z.infer<typeof ZForm5472Summary>;
export const ZForm5472SummaryResponse = successEnvelope(ZForm5472Summary);
