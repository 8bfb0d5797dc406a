import { z } from 'zod';
import { ZAddress } from '../address';
import { successEnvelope } from '../envelope';
import { ZCurrency } from './currency';

/** The LLC's own customers, the ones its invoices are addressed to. */
export const ZInvoiceCustomerInput = z.object({
  name: z.string().trim().min(1, 'Enter the customer’s name').max(200),
  email: z.email('INVALID_EMAIL').max(254),
  address: ZAddress.nullable().optional(),
  taxId: z.string().trim().max(50).nullable().optional(),
  currency: ZCurrency.default('USD'),
  notes: z.string().trim().max(2000).nullable().optional(),
});
export type TInvoiceCustomerInput = z.input<typeof ZInvoiceCustomerInput>;

/** A customer's credit kept for them in one currency (comes off their next invoices). */
export const ZCustomerCredit = z.object({ currency: z.string(), amount: z.number().int() });
export type TCustomerCredit = z.infer<typeof ZCustomerCredit>;

export const ZInvoiceCustomer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  address: ZAddress.nullable(),
  taxId: z.string().nullable(),
  currency: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /** Credit kept for them, per currency, not applied yet (issue 36 item 4). */
  credits: z.array(ZCustomerCredit),
});
export type TInvoiceCustomer = z.infer<typeof ZInvoiceCustomer>;

export const ZCustomerListQuery = z.object({
  companyId: z.uuid().optional(),
  q: z.string().trim().max(200).optional(),
});
export const ZInvoiceCustomersResponse = successEnvelope(z.array(ZInvoiceCustomer));
export const ZInvoiceCustomerResponse = successEnvelope(ZInvoiceCustomer);
export const ZCustomerIdParams = z.object({ id: z.uuid() });
