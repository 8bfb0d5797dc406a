import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import {
  PAYMENT_METHOD_LABELS,
  REFUND_METHOD_LABELS,
  type TInvoice,
} from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { openCreditNotePdf } from '../api/invoice-files';
import { formatDay, formatMoment } from '../invoicing-texts';

const Card = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section aria-label={title} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
    <h2 className="font-semibold text-slate-900">{title}</h2>
    <div className="mt-3">{children}</div>
  </section>
);

/** Payments received, credit notes (with their PDFs) and everything that happened. */
export const InvoiceHistory = ({ invoice }: { invoice: TInvoice }) => (
  <div className="space-y-4">
    {invoice.payments.length > 0 ? (
      <Card title="Payments">
        <ul className="space-y-2 text-sm">
          {invoice.payments.map((p) => (
            <li key={p.id} className="flex justify-between gap-3">
              <span className="text-slate-700">
                {formatDay(p.paidOn)} · {PAYMENT_METHOD_LABELS[p.method]}
                {p.reference ? ` · ${p.reference}` : ''}
              </span>
              <span className="font-semibold tabular-nums">
                {formatMinor(p.amount, invoice.currency)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    ) : null}
    {invoice.refunds.length > 0 ? (
      <Card title="Refunds">
        <ul className="space-y-2 text-sm">
          {invoice.refunds.map((r) => (
            <li key={r.id} className="flex justify-between gap-3">
              <span className="text-slate-700">
                {formatDay(r.refundedOn)} · {REFUND_METHOD_LABELS[r.method]}
                {r.reference ? ` · ${r.reference}` : ''}
                {r.status !== 'succeeded' ? (
                  <span className={r.status === 'failed' ? 'text-red-700' : 'text-amber-800'}>
                    {r.status === 'failed' ? ' · Refused' : ' · Pending'}
                  </span>
                ) : null}
              </span>
              <span
                className={`font-semibold tabular-nums ${r.status === 'failed' ? 'text-slate-400 line-through' : ''}`}
              >
                {formatMinor(r.amount, invoice.currency)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    ) : null}
    {invoice.creditNotes.length > 0 ? (
      <Card title="Credit notes">
        <ul className="space-y-2 text-sm">
          {invoice.creditNotes.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-slate-700">
                {n.number} · {formatDay(n.issuedOn)} · {formatMinor(n.amount, invoice.currency)}
                <span className="block text-slate-500">{n.reason}</span>
              </span>
              <Button
                size="sm"
                variant="neutral"
                appearance="outlined"
                aria-label={`PDF of ${n.number}`}
                onClick={() => void openCreditNotePdf(n.id)}
              >
                PDF
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    ) : null}
    <Card title="History">
      {invoice.events.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing has happened yet.</p>
      ) : (
        <ol className="relative space-y-4 border-l border-slate-200 pl-4">
          {invoice.events.map((e) => (
            <li key={e.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600"
              />
              <p className="text-sm font-medium text-slate-900">{e.label}</p>
              <p className="text-xs text-slate-500">
                <time dateTime={e.at}>{formatMoment(e.at)}</time> · {e.actor}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  </div>
);
