import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';

const quantityText = (q: number) => q.toLocaleString('en-US', { maximumFractionDigits: 4 });

/** The lines (a table that scrolls sideways on a phone) and the totals down to the balance. */
export const InvoiceLines = ({ invoice }: { invoice: TInvoice }) => {
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: 'Subtotal', value: money(invoice.subtotal) },
    ...(invoice.discountTotal > 0
      ? [{ label: 'Discount', value: money(-invoice.discountTotal) }]
      : []),
    { label: 'Tax', value: money(invoice.taxTotal) },
    { label: 'Total', value: money(invoice.total), strong: true },
    ...(invoice.creditedTotal > 0
      ? [{ label: 'Credited', value: money(-invoice.creditedTotal) }]
      : []),
    ...(invoice.amountPaid > 0 ? [{ label: 'Paid', value: money(-invoice.amountPaid) }] : []),
    { label: 'Balance', value: money(invoice.balance), strong: true },
  ];
  return (
    <section aria-label="Lines and totals" className="rounded-2xl bg-white ring-1 ring-slate-200">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Description
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Quantity
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Unit price
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Tax
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {invoice.lines.map((line, i) => (
              <tr key={i}>
                <td className="px-4 py-3 whitespace-pre-line text-slate-900">{line.description}</td>
                <td className="px-4 py-3 text-right tabular-nums">{quantityText(line.quantity)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{money(line.unitPrice)}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {line.taxRate > 0 ? `${line.taxRate}%` : '—'}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto max-w-xs space-y-1 border-t border-slate-100 p-4 text-sm">
        {rows.map((r) => (
          <div key={r.label} className="flex justify-between gap-4">
            <dt className={r.strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>
              {r.label}
            </dt>
            <dd
              className={`tabular-nums ${r.strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
            >
              {r.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
