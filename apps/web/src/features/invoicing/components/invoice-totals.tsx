import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TInvoiceList } from '@charterline/shared/schemas/invoicing';

const count = (n: number) => `${n} ${n === 1 ? 'invoice' : 'invoices'}`;

/**
 * What customers owe and what is late, per currency, over the whole company (not the page):
 * a card per currency with a bar of the overdue share; and what is owed back to customers
 * (credit not yet refunded or kept) and their credit held for later (issue 36 item 4).
 */
export const InvoiceTotals = ({ totals }: { totals: TInvoiceList['totals'] }) => {
  if (totals.length === 0)
    return (
      <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
        Nothing is outstanding: every finalised invoice is settled.
      </p>
    );
  return (
    <ul aria-label="Totals" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {totals.map((t) => {
        const share = t.outstanding > 0 ? Math.round((t.overdue / t.outstanding) * 100) : 0;
        return (
          <li
            key={t.currency}
            aria-label={`Totals in ${t.currency}`}
            className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
          >
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Outstanding · {t.currency}
            </p>
            <p className="mt-1 text-2xl font-bold text-slate-900">
              {formatMinor(t.outstanding, t.currency)}
            </p>
            <p className="text-sm text-slate-600">{count(t.outstandingCount)}</p>
            {t.outstandingCount > 0 ? (
              <>
                <div
                  className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
                  role="img"
                  aria-label={`${share}% of it is overdue`}
                >
                  <div className="h-full bg-red-500" style={{ width: `${share}%` }} />
                </div>
                <p className="mt-2 text-sm text-red-800">
                  Overdue: {formatMinor(t.overdue, t.currency)} ({count(t.overdueCount)})
                </p>
              </>
            ) : null}
            {t.creditOwed > 0 ? (
              <p className="mt-1 text-sm font-medium text-amber-900">
                Owed back to customers: {formatMinor(t.creditOwed, t.currency)} (
                {count(t.creditOwedCount)})
              </p>
            ) : null}
            {t.creditHeld > 0 ? (
              <p className="mt-1 text-sm text-slate-700">
                Customers’ credit for their next invoices: {formatMinor(t.creditHeld, t.currency)}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
};
