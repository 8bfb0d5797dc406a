import { z } from 'zod';
import { ZCurrency } from './currency';
import { ZInvoiceDate } from './invoice-day';
import { PAYMENT_TERMS } from './payment-terms';

const quantity = z
  .number({ error: 'Enter a quantity' })
  .gt(0, 'The quantity must be more than 0')
  .max(1_000_000, 'The quantity is too large')
  .refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, {
    message: 'Use at most four decimals',
  });
const minorAmount = (what: string) =>
  z
    .number({ error: `Enter ${what}` })
    .int(`Enter ${what} in cents`)
    .min(0, `${what[0]?.toUpperCase()}${what.slice(1)} cannot be negative`)
    .max(100_000_000_00, `${what[0]?.toUpperCase()}${what.slice(1)} is too large`);

export const ZInvoiceLineInput = z.object({
  description: z.string().trim().min(1, 'Describe the line').max(500),
  quantity,
  /** Minor units. */
  unitPrice: minorAmount('a price'),
  /** Percent, 0–100, at most 3 decimals. */
  taxRate: z
    .number()
    .min(0, 'The tax rate cannot be negative')
    .max(100, 'The tax rate is at most 100%')
    .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, {
      message: 'Use at most three decimals',
    })
    .default(0),
});
export type TInvoiceLineInput = z.input<typeof ZInvoiceLineInput>;

export const ZDiscount = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percent'), value: z.number().min(0).max(100) }),
  z.object({ type: z.literal('amount'), value: z.number().int().min(0) }),
]);
export type TDiscount = z.infer<typeof ZDiscount>;

/** POST (create) and PATCH (a draft only) of an invoice. */
export const ZInvoiceDraftInput = z
  .object({
    customerId: z.uuid('Choose a customer'),
    currency: ZCurrency.optional(),
    /** YYYY-MM-DD; today when absent. Finalising sets it to that day if it is still a draft's. */
    issueDate: ZInvoiceDate('Enter the issue date').optional(),
    terms: z.enum(PAYMENT_TERMS).default('net_30'),
    /** Only with custom terms. */
    dueDate: ZInvoiceDate('Enter the due date').optional(),
    lines: z.array(ZInvoiceLineInput).min(1, 'Add at least one line').max(100),
    discount: ZDiscount.nullable().optional(),
    memo: z.string().trim().max(2000).nullable().optional(),
    footer: z.string().trim().max(2000).nullable().optional(),
  })
  .refine((v) => v.terms !== 'custom' || v.dueDate !== undefined, {
    message: 'Choose the due date',
    path: ['dueDate'],
  });
export type TInvoiceDraftInput = z.input<typeof ZInvoiceDraftInput>;
