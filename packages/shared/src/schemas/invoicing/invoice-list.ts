import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { pagedOf } from '../paging';
import { ZInvoice } from './invoice';
import { SHOWN_INVOICE_STATUSES } from './invoice-statuses';

export const ZInvoiceListItem = ZInvoice.pick({
  id: true,
  number: true,
  status: true,
  shownStatus: true,
  currency: true,
  issueDate: true,
  dueDate: true,
  total: true,
  amountPaid: true,
  balance: true,
  createdAt: true,
  creditOwed: true,
}).extend({ customer: z.object({ id: z.string(), name: z.string() }) });
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;

export const INVOICE_SORT_FIELDS = ['issueDate', 'dueDate', 'number', 'total', 'balance'] as const;
export const ZInvoiceListQuery = z.object({
  companyId: z.uuid().optional(),
  /** Shown statuses, comma-separated: "overdue,partially_paid". */
  status: z
    .string()
    .trim()
    .max(200)
    .refine(
      (s) => s.split(',').every((x) => (SHOWN_INVOICE_STATUSES as readonly string[]).includes(x)),
      { message: `status is a comma-separated list of ${SHOWN_INVOICE_STATUSES.join(', ')}` },
    )
    .optional(),
  customerId: z.uuid().optional(),
  /** Issue date range, inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Number or customer name. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
  sort: z
    .string()
    .regex(
      new RegExp(`^(${INVOICE_SORT_FIELDS.join('|')}),(asc|desc)$`),
      `sort must be one of ${INVOICE_SORT_FIELDS.join(', ')} followed by ,asc or ,desc`,
    )
    .default('issueDate,desc'),
});
export type TInvoiceListQuery = z.input<typeof ZInvoiceListQuery>;

/** Per currency, over the whole company (not the page): what is owed and what is late. */
export const ZInvoiceTotals = z.object({
  currency: z.string(),
  outstanding: z.number().int(),
  overdue: z.number().int(),
  outstandingCount: z.number().int(),
  overdueCount: z.number().int(),
  /** Issue 36 item 4: credit owed back to customers (not refunded or kept yet), on how many. */
  creditOwed: z.number().int(),
  creditOwedCount: z.number().int(),
  /** Customers' credit kept for their next invoices, not applied yet. */
  creditHeld: z.number().int(),
});
export const ZInvoiceList = pagedOf(ZInvoiceListItem).extend({ totals: z.array(ZInvoiceTotals) });
export type TInvoiceList = z.infer<typeof ZInvoiceList>;
export const ZInvoiceListResponse = successEnvelope(ZInvoiceList);
