import type { TInvoiceEvent, TPaymentMethod } from '@charterline/shared/schemas/invoicing';
import { PAYMENT_METHOD_LABELS } from '@charterline/shared/schemas/invoicing';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TDbExecutor } from '../../db/client';
import { invoiceEvents } from '../../db/schema';

export type TInvoiceEventRow = typeof invoiceEvents.$inferSelect;

/** Writes one event with its words in `data.label` (the history shows them as they were). */
export const writeInvoiceEvent = async (
  tx: TDbExecutor,
  input: {
    invoiceId: string;
    kind: string;
    label: string;
    actor: string;
    now: Date;
    data?: Record<string, unknown>;
  },
): Promise<void> => {
  await tx.insert(invoiceEvents).values({
    invoiceId: input.invoiceId,
    kind: input.kind,
    actor: input.actor,
    data: { ...input.data, label: input.label },
    createdAt: input.now,
  });
};

const humanised = (kind: string): string => {
  const words = kind.replace(/[_.-]+/g, ' ').trim();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : 'Changed';
};

const REMINDER_WORDS: Record<string, string> = {
  before_due: '3 days before the due date',
  on_due: 'on the due date',
  after_due: '7 days after the due date',
};

/**
 * An event's words: its stored label, else words made from its kind and data (the payments
 * recorded by record-invoice-payment.ts carry data only), else the kind in words.
 */
export const labelOf = (row: TInvoiceEventRow, currency: string): string => {
  const data = row.data;
  if (typeof data.label === 'string' && data.label) return data.label;
  switch (row.kind) {
    case 'payment_recorded': {
      const amount =
        typeof data.amount === 'number' ? ` ${formatMinor(data.amount, currency)}` : '';
      const method = PAYMENT_METHOD_LABELS[data.method as TPaymentMethod] ?? 'Other';
      const reference =
        typeof data.reference === 'string' && data.reference ? ` (${data.reference})` : '';
      return `Paid${amount} by ${method.toLowerCase()}${reference}`;
    }
    case 'paid':
      return 'Paid in full';
    // The events of sending, links and reminders (send/, reminders/) carry data only.
    case 'sent':
      return typeof data.to === 'string' ? `Sent to ${data.to}` : 'Sent';
    case 'link_rotated':
      return 'New public link (the old one no longer opens)';
    case 'link_revoked':
      return 'Public link turned off';
    case 'reminder_sent': {
      const when = REMINDER_WORDS[String(data.kind)];
      const to = typeof data.to === 'string' ? ` to ${data.to}` : '';
      return `Reminder sent${to}${when ? ` (${when})` : ''}`;
    }
    default:
      return humanised(row.kind);
  }
};

export const toInvoiceEvent = (row: TInvoiceEventRow, currency: string): TInvoiceEvent => ({
  id: row.id,
  kind: row.kind,
  label: labelOf(row, currency),
  actor: row.actor,
  at: row.createdAt.toISOString(),
});
