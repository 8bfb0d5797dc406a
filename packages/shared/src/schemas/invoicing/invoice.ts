import { z } from 'zod';
import { ZAddress } from '../address';
import { successEnvelope } from '../envelope';
import { ZCreditNote } from './credit-notes';
import { ZDiscount } from './drafts';
import { INVOICE_STATUSES, SHOWN_INVOICE_STATUSES } from './invoice-statuses';
import { PAYMENT_TERMS } from './payment-terms';
import { ZInvoicePayment } from './payments';
import { ZInvoiceRefund } from './refunds';

export const ZInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number().int(),
  taxRate: z.number(),
  /** quantity × unit price. */
  amount: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoiceEvent = z.object({
  id: z.string(),
  kind: z.string(),
  /** "Finalised as NC-2026-0001", "Sent to ana@example.com", "Viewed", "Paid $120.00 by card". */
  label: z.string(),
  actor: z.string(),
  at: z.string(),
});
export type TInvoiceEvent = z.infer<typeof ZInvoiceEvent>;

export const ZInvoiceCustomerSnapshot = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  address: ZAddress.nullable(),
  taxId: z.string().nullable(),
});

export const ZInvoice = z.object({
  id: z.string(),
  /** Assigned when finalised. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  shownStatus: z.enum(SHOWN_INVOICE_STATUSES),
  customer: ZInvoiceCustomerSnapshot,
  currency: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  terms: z.enum(PAYMENT_TERMS),
  lines: z.array(ZInvoiceLine),
  discount: ZDiscount.nullable(),
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  taxTotal: z.number().int(),
  total: z.number().int(),
  creditedTotal: z.number().int(),
  amountPaid: z.number().int(),
  /** total − credited − paid. */
  balance: z.number().int(),
  memo: z.string().nullable(),
  footer: z.string().nullable(),
  /** The public page (finalised, link not revoked). */
  publicUrl: z.string().nullable(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  finalizedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  payments: z.array(ZInvoicePayment),
  creditNotes: z.array(ZCreditNote),
  events: z.array(ZInvoiceEvent),
  /**
   * Issue 36 item 4: what is owed back to the customer (credited beyond what was left to pay,
   * not yet refunded or kept as credit), what was refunded, kept as the customer's credit,
   * and the customer's credit applied to this invoice (it lowers the balance as a payment).
   */
  creditOwed: z.number().int(),
  refundedTotal: z.number().int(),
  creditKept: z.number().int(),
  creditApplied: z.number().int(),
  refunds: z.array(ZInvoiceRefund),
  /** How much of the owed credit can go back to the card that paid (0: no card payment). */
  cardRefundable: z.number().int(),
  /** The customer's credit in this currency, not applied yet (an open invoice can take it). */
  customerCredit: z.number().int(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoiceResponse = successEnvelope(ZInvoice);
export const ZInvoiceIdParams = z.object({ id: z.uuid() });
