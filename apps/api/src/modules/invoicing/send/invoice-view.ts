import { asc, eq } from 'drizzle-orm';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import {
  PAYMENT_METHOD_LABELS,
  shownStatusOf,
  type TInvoice,
  type TPaymentMethod,
} from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../../db/client';
import { invoiceEvents } from '../../../db/schema';
import { documentOf, invoiceFigures, paymentsOf, publicInvoiceUrl } from '../pdf/invoice-document';
import type { TInvoiceRow } from '../record-invoice-payment';

type TEventRow = typeof invoiceEvents.$inferSelect;

const REMINDER_WORDS: Record<string, string> = {
  before_due: '3 days before the due date',
  on_due: 'on the due date',
  after_due: '7 days after the due date',
};

/** An event in words, as the history shows it. */
export const eventLabel = (event: TEventRow, currency: string): string => {
  const d = event.data;
  const str = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
  const money = (k: string) =>
    typeof d[k] === 'number' ? formatMinor(d[k] as number, currency) : '';
  switch (event.kind) {
    case 'created':
      return 'Created as a draft';
    case 'edited':
      return 'Draft edited';
    case 'finalized':
      return `Finalised as ${str('number')}`;
    case 'sent':
      return `Sent to ${str('to')}`;
    case 'viewed':
      return 'Viewed';
    case 'payment_recorded':
      return `Paid ${money('amount')} by ${PAYMENT_METHOD_LABELS[str('method') as TPaymentMethod]?.toLowerCase() ?? 'other'}`;
    case 'paid':
      return 'Paid in full';
    case 'link_rotated':
      return 'New public link (the old one no longer opens)';
    case 'link_revoked':
      return 'Public link turned off';
    case 'reminder_sent':
      return `Reminder sent to ${str('to')} (${REMINDER_WORDS[str('kind')] ?? 'reminder'})`;
    case 'voided':
      return 'Voided';
    case 'uncollectible':
      return 'Marked uncollectible';
    case 'credit_note':
      return `Credit note ${str('number')} for ${money('amount')}`;
    default:
      return event.kind.replaceAll('_', ' ');
  }
};

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The invoice as the owner sees it (TInvoice), with payments, credit notes and history. */
export const invoiceView = async (
  db: TDbExecutor,
  invoice: TInvoiceRow,
  options: { publicUrl: string; today: string },
): Promise<TInvoice> => {
  const [doc, payments, events] = await Promise.all([
    documentOf(db, invoice),
    paymentsOf(db, invoice.id),
    db
      .select()
      .from(invoiceEvents)
      .where(eq(invoiceEvents.invoiceId, invoice.id))
      .orderBy(asc(invoiceEvents.createdAt)),
  ]);
  const sentAt = iso(invoice.sentAt);
  const viewedAt = iso(invoice.viewedAt);
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    shownStatus: shownStatusOf({ ...invoice, sentAt, viewedAt }, options.today),
    customer: doc.customer,
    ...invoiceFigures(invoice),
    discount: invoice.discount ?? null,
    footer: invoice.footer,
    publicUrl:
      invoice.publicToken && invoice.status !== 'draft' && invoice.status !== 'void'
        ? publicInvoiceUrl(options.publicUrl, invoice.publicToken)
        : null,
    sentAt,
    viewedAt,
    finalizedAt: iso(invoice.finalizedAt),
    paidAt: iso(invoice.paidAt),
    voidedAt: iso(invoice.voidedAt),
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      method: p.method,
      paidOn: p.paidOn,
      reference: p.reference,
      createdAt: p.createdAt.toISOString(),
    })),
    creditNotes: doc.creditNotes.map((n) => ({
      id: n.id,
      number: n.number,
      invoiceId: n.invoiceId,
      amount: n.amount,
      reason: n.reason,
      issuedOn: n.issuedOn,
      createdAt: n.createdAt.toISOString(),
    })),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      label: eventLabel(e, invoice.currency),
      actor: e.actor,
      at: e.createdAt.toISOString(),
    })),
  };
};
