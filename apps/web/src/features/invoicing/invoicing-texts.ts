import { formatMinor, taxByRate, taxRateText } from '@charterline/shared/rules/invoice-totals';
import type { TShownInvoiceStatus } from '@charterline/shared/schemas/invoicing';

/** Status colours (always with the status in words). */
export const STATUS_TONES: Record<TShownInvoiceStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  open: 'bg-sky-50 text-sky-900 ring-sky-200',
  sent: 'bg-sky-50 text-sky-900 ring-sky-200',
  viewed: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  partially_paid: 'bg-amber-50 text-amber-900 ring-amber-300',
  overdue: 'bg-red-50 text-red-800 ring-red-300',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  void: 'bg-slate-50 text-slate-600 ring-slate-200',
  uncollectible: 'bg-orange-50 text-orange-900 ring-orange-200',
};

/** Today in the customer's own calendar (YYYY-MM-DD): invoice dates are local days. */
export const localToday = (now = new Date()): string =>
  new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** "2026-03-05" → "Mar 5, 2026" (the day as written, whatever the time zone). */
export const formatDay = (day: string | null): string => {
  if (!day) return '—';
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
};

/** An instant (an event, a payment's record) in the reader's time. */
export const formatMoment = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const NEW_INVOICE_PATH = '/dashboard/invoicing/new';
export const invoiceDetailPath = (id: string) => `/dashboard/invoicing/${encodeURIComponent(id)}`;

/**
 * What an invoice's balance reads as: a void invoice owes nothing (its stored balance is what
 * was left when it was voided, kept for the record).
 */
export const balanceText = (invoice: { status: string; balance: number; currency: string }) =>
  invoice.status === 'void' ? 'Nothing owed' : formatMinor(invoice.balance, invoice.currency);

/** The heading's line: "Balance $625.98", or "Nothing owed" for a void invoice. */
export const balanceLine = (invoice: { status: string; balance: number; currency: string }) =>
  invoice.status === 'void' ? 'Nothing owed' : `Balance ${balanceText(invoice)}`;

/**
 * Tax per rate (issue 36 item 10): "Tax 20% on EUR 1,000.00" for each distinct rate, or one
 * "Tax" row when no line is taxed.
 */
export const taxRows = (invoice: {
  currency: string;
  taxTotal: number;
  lines: readonly { taxRate: number; amount: number; discount: number; tax: number }[];
}): { label: string; value: string }[] => {
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const rates = taxByRate(invoice.lines);
  if (rates.length === 0) return [{ label: 'Tax', value: money(invoice.taxTotal) }];
  return rates.map((r) => ({
    label: `Tax ${taxRateText(r.rate)} on ${money(r.base)}`,
    value: money(r.tax),
  }));
};
