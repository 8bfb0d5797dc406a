import { z } from 'zod';
import { ZInvoiceDate } from './invoice-day';

/**
 * How a credit owed back to the customer (issue 36 item 4, decision 0183) is returned: to the
 * card that paid (through the payment provider), or by hand (a transfer, a cheque, otherwise)
 * recorded with its date.
 */
export const REFUND_METHODS = ['card', 'bank_transfer', 'cheque', 'other'] as const;
export type TRefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<TRefundMethod, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  other: 'Other',
};
/** A card refund the provider has not settled yet is pending; one it refused is failed. */
export const REFUND_STATUSES = ['succeeded', 'pending', 'failed'] as const;

export const ZInvoiceRefund = z.object({
  id: z.string(),
  amount: z.number().int(),
  method: z.enum(REFUND_METHODS),
  refundedOn: z.string(),
  reference: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
});
export type TInvoiceRefund = z.infer<typeof ZInvoiceRefund>;

/** POST …/refunds: at most the credit owed back; a card refund at most what the card paid. */
export const ZRefundInput = z
  .object({
    amount: z.number().int('Enter the amount in cents').gt(0, 'Enter an amount'),
    method: z.enum(REFUND_METHODS),
    /** The day the money was sent back (by hand); a card refund is dated the day it is made. */
    refundedOn: ZInvoiceDate('Enter the date it was refunded').optional(),
    reference: z.string().trim().max(200).nullable().optional(),
  })
  .refine((v) => v.method === 'card' || v.refundedOn !== undefined, {
    message: 'Enter the date it was refunded',
    path: ['refundedOn'],
  });
export type TRefundInput = z.input<typeof ZRefundInput>;

/** POST …/keep-credit: the amount (at most the credit owed back) kept for the customer. */
export const ZKeepCreditInput = z.object({
  amount: z.number().int('Enter the amount in cents').gt(0, 'Enter an amount'),
});
export type TKeepCreditInput = z.input<typeof ZKeepCreditInput>;
