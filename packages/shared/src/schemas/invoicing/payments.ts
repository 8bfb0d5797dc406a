import { z } from 'zod';
import { ZInvoiceDate } from './invoice-day';

export const PAYMENT_METHODS = ['card', 'bank_transfer', 'cheque', 'other'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  other: 'Other',
};

export const ZInvoicePayment = z.object({
  id: z.string(),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  paidOn: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type TInvoicePayment = z.infer<typeof ZInvoicePayment>;

/** Recorded by hand (card payments come through the payment link). */
export const ZRecordPaymentInput = z.object({
  amount: z.number().int('Enter the amount in cents').gt(0, 'Enter an amount'),
  method: z.enum(['bank_transfer', 'cheque', 'other']),
  paidOn: ZInvoiceDate('Enter the date it was paid'),
  reference: z.string().trim().max(200).nullable().optional(),
});
export type TRecordPaymentInput = z.input<typeof ZRecordPaymentInput>;
