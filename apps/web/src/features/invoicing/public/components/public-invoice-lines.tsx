import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TPublicInvoice } from '@charterline/shared/schemas/invoicing';
import { taxRows } from '../../invoicing-texts';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div
    className={
      strong
        ? 'flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900'
        : 'flex justify-between gap-4 text-slate-700'
    }
  >
    <dt>{label}</dt>
    <dd className="tabular-nums">{value}</dd>
  </div>
);

/** The invoice's lines: on a phone the quantity, price and tax sit under the description. */
export const PublicInvoiceLines = ({ invoice }: { invoice: TPublicInvoice }) => {
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Lines</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500 uppercase">
          <th scope="col" className="py-2 pr-2 font-semibold">
            Description
          </th>
          <th
            scope="col"
            className="hidden py-2 pr-2 text-right font-semibold sm:table-cell print:table-cell"
          >
            Qty
          </th>
          <th
            scope="col"
            className="hidden py-2 pr-2 text-right font-semibold sm:table-cell print:table-cell"
          >
            Unit price
          </th>
          <th
            scope="col"
            className="hidden py-2 pr-2 text-right font-semibold sm:table-cell print:table-cell"
          >
            Tax
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, i) => (
          <tr key={i} className="border-b border-slate-100 align-top">
            <td className="py-2 pr-2">
              <span className="break-words text-slate-900">{line.description}</span>
              {/* On a phone the quantity, price and tax sit under the description. */}
              <span className="block text-xs text-slate-500 sm:hidden print:hidden">
                {line.quantity} × {money(line.unitPrice)}
                {line.taxRate > 0 ? ` · ${line.taxRate}% tax` : ''}
              </span>
            </td>
            <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell print:table-cell">
              {line.quantity}
            </td>
            <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell print:table-cell">
              {money(line.unitPrice)}
            </td>
            <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell print:table-cell">
              {line.taxRate}%
            </td>
            <td className="py-2 text-right tabular-nums">{money(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** The totals, tax per rate, what was credited or paid, and what is due or owed back. */
export const PublicInvoiceTotals = ({ invoice }: { invoice: TPublicInvoice }) => {
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  return (
    <dl aria-label="Totals" className="ml-auto w-full max-w-xs space-y-1.5 text-sm">
      <Row label="Subtotal" value={money(invoice.subtotal)} />
      {invoice.discountTotal > 0 ? (
        <Row label="Discount" value={`−${money(invoice.discountTotal)}`} />
      ) : null}
      {/* Tax per rate (issue 36 item 10). */}
      {taxRows(invoice).map((r) => (
        <Row key={r.label} label={r.label} value={r.value} />
      ))}
      <Row label="Total" value={money(invoice.total)} strong />
      {invoice.creditedTotal > 0 ? (
        <Row label="Credited" value={`−${money(invoice.creditedTotal)}`} />
      ) : null}
      {invoice.amountPaid > 0 ? <Row label="Paid" value={`−${money(invoice.amountPaid)}`} /> : null}
      {invoice.creditApplied > 0 ? (
        <Row label="Your credit applied" value={`−${money(invoice.creditApplied)}`} />
      ) : null}
      <Row label="Balance due" value={money(invoice.balance)} strong />
      {/* Issue 36 item 4: what the payer paid beyond what they owe, and what became of it. */}
      {invoice.refundedTotal > 0 ? (
        <Row label="Refunded to you" value={money(invoice.refundedTotal)} />
      ) : null}
      {invoice.creditOwed > 0 ? (
        <Row label="Owed back to you" value={money(invoice.creditOwed)} strong />
      ) : null}
    </dl>
  );
};
