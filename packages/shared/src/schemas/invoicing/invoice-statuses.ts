/** What is stored. A finalised invoice (open and after) is never edited. */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What is shown: an open invoice is also sent, viewed, partially paid or overdue (computed). */
export const SHOWN_INVOICE_STATUSES = [
  'draft',
  'open',
  'sent',
  'viewed',
  'partially_paid',
  'overdue',
  'paid',
  'void',
  'uncollectible',
] as const;
export type TShownInvoiceStatus = (typeof SHOWN_INVOICE_STATUSES)[number];
export const SHOWN_STATUS_LABELS: Record<TShownInvoiceStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  sent: 'Sent',
  viewed: 'Viewed',
  partially_paid: 'Partially paid',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

/**
 * The shown status of an invoice on `today` (YYYY-MM-DD): overdue beats partially paid,
 * which beats viewed, which beats sent.
 */
export const shownStatusOf = (
  invoice: {
    status: TInvoiceStatus;
    dueDate: string | null;
    amountPaid: number;
    balance: number;
    sentAt: string | null;
    viewedAt: string | null;
  },
  today: string,
): TShownInvoiceStatus => {
  if (invoice.status !== 'open') return invoice.status;
  if (invoice.balance > 0 && invoice.dueDate !== null && invoice.dueDate < today) return 'overdue';
  if (invoice.amountPaid > 0) return 'partially_paid';
  if (invoice.viewedAt) return 'viewed';
  if (invoice.sentAt) return 'sent';
  return 'open';
};
