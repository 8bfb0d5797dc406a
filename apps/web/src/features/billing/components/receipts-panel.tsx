import { useState } from 'react';
import { formatDate, formatMoney } from '@charterline/shared/format';
import { cardEnding } from '@charterline/shared/rules/card';
import { AskSupportLink } from '@/components/support/ask-support-link';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { toast } from '@/lib/toast';
import { useReceipts } from '../api/get-receipts';
import { openPdf } from '../api/open-pdf';

const download = (kind: 'receipt' | 'invoice', id: string) =>
  openPdf(kind, id).catch((e: Error) => toast.error(e.message));

/** Billing's receipts, ten a page, each as a receipt and an invoice PDF. */
export const ReceiptsPanel = () => {
  const [page, setPage] = useState(0);
  const receipts = useReceipts(page);
  const data = receipts.data;
  return (
    <section
      aria-labelledby="receipts-heading"
      className="rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="receipts-heading" className="text-lg font-semibold">
        Receipts
      </h2>
      {receipts.isPending ? (
        <div className="mt-3">
          <LoadingBlocks label="Loading your receipts" heights={['h-8', 'h-8', 'h-8']} />
        </div>
      ) : null}
      {receipts.isError ? (
        <div className="mt-3">
          <LoadFailed
            what="Your receipts could not be loaded."
            retry={() => void receipts.refetch()}
          />
        </div>
      ) : null}
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
  );
};
