import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { AskSupportLink } from '@/components/support/ask-support-link';
import { formatDate, formatMoney } from '@charterline/shared/format';
import { cardEnding } from '@charterline/shared/rules/card';
import { SERVICE_PAGES } from '@charterline/shared/schemas/services';
import { BillingAddressForm } from '@/features/billing/billing-address-form';
import { useReceipts } from '@/features/billing/api/get-receipts';
import { openPdf } from '@/features/billing/api/open-pdf';
import { useCheckoutReturn } from '@/features/checkout/use-checkout-return';
import { queryKeys } from '@/lib/query-keys';
import { usePageTitle } from '@/lib/use-page-title';
import { Catalogue } from './catalogue';

const download = (kind: 'receipt' | 'invoice', id: string) =>
  openPdf(kind, id).catch((e: Error) => toast.error(e.message));

export const Component = () => {
  usePageTitle('Billing');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const receipts = useReceipts(page);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
    [queryClient],
  );
  useCheckoutReturn(refresh);
  const data = receipts.data;

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Billing</h1>
        <Link
          to={SERVICE_PAGES.list}
          className="rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Your services: status and renewals
        </Link>
      </div>
      <Catalogue onPaid={refresh} />
      <section
        aria-labelledby="receipts-heading"
        className="rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="receipts-heading" className="text-lg font-semibold">
          Receipts
        </h2>
        {data && data.content.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            No receipts yet. Receipts for everything you buy appear here, ready to download as PDF.
          </p>
        ) : null}
        {data && data.content.length > 0 ? (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-500">
                <tr>
                  <th className="py-2 pr-3 font-medium">Number</th>
                  <th className="py-2 pr-3 font-medium">Date</th>
                  <th className="hidden py-2 pr-3 font-medium sm:table-cell">Items</th>
                  <th className="py-2 pr-3 text-right font-medium">Total</th>
                  <th className="py-2 font-medium">
                    <span className="sr-only">Downloads</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((r) => (
                  <tr key={r.id} className="border-t border-slate-100">
                    <td className="py-2 pr-3 font-mono text-xs whitespace-nowrap">{r.number}</td>
                    <td className="py-2 pr-3">{formatDate(r.issuedAt)}</td>
                    <td className="hidden py-2 pr-3 sm:table-cell">
                      {r.items.map((i) => i.name).join(', ')}
                    </td>
                    <td className="py-2 pr-3 text-right">
                      {formatMoney(r.total)}
                      {r.card ? (
                        <span className="block text-xs whitespace-nowrap text-slate-500">
                          {cardEnding(r.card)}
                        </span>
                      ) : null}
                    </td>
                    <td className="flex flex-wrap gap-2 py-2">
                      <Button
                        size="sm"
                        appearance="outlined"
                        onClick={() => void download('receipt', r.id)}
                      >
                        Receipt
                      </Button>
                      <Button
                        size="sm"
                        appearance="plain"
                        onClick={() => void download('invoice', r.id)}
                      >
                        Invoice
                      </Button>
                      <AskSupportLink kind="receipt" id={r.id} what={`receipt ${r.number}`} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="mt-3 flex items-center justify-between text-sm">
              <span>
                Page {data.page + 1} of {Math.max(data.totalPages, 1)}
              </span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  appearance="outlined"
                  disabled={page === 0}
                  onClick={() => setPage(page - 1)}
                >
                  Previous
                </Button>
                <Button
                  size="sm"
                  appearance="outlined"
                  disabled={page + 1 >= data.totalPages}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </span>
            </div>
          </div>
        ) : null}
      </section>
      <section
        aria-labelledby="address-heading"
        className="rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="address-heading" className="text-lg font-semibold">
          Billing address
        </h2>
        <p className="mt-1 text-sm text-slate-600">Printed on your receipts and invoices.</p>
        <BillingAddressForm />
      </section>
    </div>
  );
};
