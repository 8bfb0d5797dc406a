import { z } from 'zod';
import { ZAddress } from '../address';
import { successEnvelope } from '../envelope';
import { ZInvoiceCustomerSnapshot, ZInvoiceLine } from './invoice';
import { SHOWN_INVOICE_STATUSES } from './invoice-statuses';
import { PAYMENT_TERMS } from './payment-terms';

/** The invoice's public page, reached by its link's token, and paying it there by card. */
export const ZPublicInvoice = z.object({
  seller: z.object({
    legalName: z.string(),
    address: ZAddress.nullable(),
    email: z.string().nullable(),
    ein: z.string().nullable(),
  }),
  number: z.string(),
  shownStatus: z.enum(SHOWN_INVOICE_STATUSES),
  customer: ZInvoiceCustomerSnapshot.omit({ id: true }),
  currency: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  terms: z.enum(PAYMENT_TERMS),
  lines: z.array(ZInvoiceLine),
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  taxTotal: z.number().int(),
  total: z.number().int(),
  creditedTotal: z.number().int(),
  amountPaid: z.number().int(),
  balance: z.number().int(),
  memo: z.string().nullable(),
  footer: z.string().nullable(),
  paymentInstructions: z.string().nullable(),
  canPayByCard: z.boolean(),
  /** Issue 36 item 4: owed back to the payer, refunded to them, their credit applied here. */
  creditOwed: z.number().int(),
  refundedTotal: z.number().int(),
  creditApplied: z.number().int(),
});
export type TPublicInvoice = z.infer<typeof ZPublicInvoice>;
export const ZPublicInvoiceResponse = successEnvelope(ZPublicInvoice);

export const ZInvoiceTokenParams = z.object({ token: z.string().min(20).max(100) });

/** POST /client/public/v1/invoices/:token/pay: a card payment of the whole balance. */
export const ZPublicPayRequest = z.object({
  /** Where the payer's receipt goes (the invoice's customer e-mail when absent). */
  email: z.email('INVALID_EMAIL').max(254).optional(),
});
export const ZPublicPaySession = z.object({
  provider: z.enum(['local', 'stripe']),
  sessionId: z.string(),
  clientSecret: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Stripe's publishable key (Embedded Checkout) when the provider is Stripe. */
  publishableKey: z.string().nullable(),
});
export type TPublicPaySession = z.infer<typeof ZPublicPaySession>;
export const ZPublicPaySessionResponse = successEnvelope(ZPublicPaySession);
/**
 * POST /client/public/v1/invoices/:token/pay/confirm with the local test provider's card form
 * (ZLocalConfirmRequest of billing.ts: 4242… pays, 4000 0000 0000 0002 is declined): answers
 * the invoice as the payer now sees it.
 */
export const ZPublicPayConfirmResponse = successEnvelope(ZPublicInvoice);
