import { formatMinor, taxRateText } from '@charterline/shared/rules/invoice-totals';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import { useMediaQuery } from '@/lib/use-media-query';
import { balanceText, taxRows } from '../invoicing-texts';

const quantityText = (q: number) => q.toLocaleString('en-US', { maximumFractionDigits: 4 });

/** The lines (a table, or a list on a phone) and the totals down to the balance. */
export const InvoiceLines = ({ invoice }: { invoice: TInvoice }) => {
  const wide = useMediaQuery('(min-width: 640px)');
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: 'Subtotal', value: money(invoice.subtotal) },
    ...(invoice.discountTotal > 0
      ? [{ label: 'Discount', value: money(-invoice.discountTotal) }]
      : []),
    ...taxRows(invoice),
    { label: 'Total', value: money(invoice.total), strong: true },
    ...(invoice.creditedTotal > 0
      ? [{ label: 'Credited', value: money(-invoice.creditedTotal) }]
      : []),
    ...(invoice.amountPaid > 0 ? [{ label: 'Paid', value: money(-invoice.amountPaid) }] : []),
    ...(invoice.creditApplied > 0
      ? [{ label: 'Credit applied', value: money(-invoice.creditApplied) }]
      : []),
    { label: 'Balance', value: balanceText(invoice), strong: true },
    ...(invoice.refundedTotal > 0
      ? [{ label: 'Refunded', value: money(invoice.refundedTotal) }]
      : []),
    ...(invoice.creditKept > 0
      ? [{ label: 'Kept as credit', value: money(invoice.creditKept) }]
      : []),
    ...(invoice.creditOwed > 0
      ? [{ label: 'Owed back', value: money(invoice.creditOwed), strong: true }]
      : []),
  ];
  return (
    <section
      aria-label="Lines and totals"
      className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
    >
      {wide ? <LinesTable invoice={invoice} /> : <LinesList invoice={invoice} />}
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

const taxText = (rate: number) => (rate > 0 ? taxRateText(rate) : '—');

const LinesTable = ({ invoice }: { invoice: TInvoice }) => (
  <table className="w-full text-left text-sm">
    <thead className="bg-slate-50 text-slate-600">
      <tr>
        {['Description', 'Quantity', 'Unit price', 'Tax', 'Amount'].map((label, i) => (
          <th
            key={label}
            scope="col"
            className={`px-4 py-3 font-semibold ${i > 0 ? 'text-right' : ''}`}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
    <tbody className="divide-y divide-slate-100">
      {invoice.lines.map((line, i) => (
        <tr key={i}>
          <td className="px-4 py-3 whitespace-pre-line text-slate-900">{line.description}</td>
          <td className="px-4 py-3 text-right tabular-nums">{quantityText(line.quantity)}</td>
          <td className="px-4 py-3 text-right tabular-nums">
            {formatMinor(line.unitPrice, invoice.currency)}
          </td>
          <td className="px-4 py-3 text-right tabular-nums">{taxText(line.taxRate)}</td>
          <td className="px-4 py-3 text-right tabular-nums">
            {formatMinor(line.amount, invoice.currency)}
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** On a phone: each line as the description, then quantity × price and tax, then the amount. */
const LinesList = ({ invoice }: { invoice: TInvoice }) => (
  <ul className="divide-y divide-slate-100">
    {invoice.lines.map((line, i) => (
      <li key={i} className="flex justify-between gap-3 p-4 text-sm">
        <div className="min-w-0">
          <p className="whitespace-pre-line text-slate-900">{line.description}</p>
          <p className="text-slate-600">
            {quantityText(line.quantity)} × {formatMinor(line.unitPrice, invoice.currency)}
            {line.taxRate > 0 ? ` · Tax ${taxText(line.taxRate)}` : ''}
          </p>
        </div>
        <p className="font-medium whitespace-nowrap tabular-nums">
          {formatMinor(line.amount, invoice.currency)}
        </p>
      </li>
    ))}
  </ul>
);
