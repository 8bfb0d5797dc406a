import { formatMinor, type TInvoiceTotals } from '@charterline/shared/rules/invoice-totals';

/** The totals the server will store, live as the form changes (read aloud politely). */
export const EditorTotals = ({
  totals,
  currency,
}: {
  totals: TInvoiceTotals;
  currency: string;
}) => {
  const money = (minor: number) => formatMinor(minor, currency);
  return (
    <section
      aria-label="Totals"
      aria-live="polite"
      className="h-fit rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="tabular-nums">{money(totals.subtotal)}</dd>
        </div>
        {totals.discountTotal > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Discount</dt>
            <dd className="tabular-nums">−{money(totals.discountTotal)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Tax</dt>
          <dd className="tabular-nums">{money(totals.taxTotal)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{money(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
};
