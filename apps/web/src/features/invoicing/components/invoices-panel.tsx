import { Download, FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { exportInvoicesCsv } from '../api/invoice-files';
import { isFiltered, useInvoiceList } from '../api/invoices';
import { useInvoiceQuery } from '../hooks/use-invoice-query';
import { localToday, NEW_INVOICE_PATH } from '../invoicing-texts';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceTable } from './invoice-table';
import { InvoiceTotals } from './invoice-totals';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { Pager } from '@/components/ui/pager';

const NEW_CLASS =
  'inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export const NewInvoiceLink = () => (
  <Link to={NEW_INVOICE_PATH} className={NEW_CLASS}>
    <Plus size={18} aria-hidden="true" />
    New invoice
  </Link>
);

/** The Invoices tab: totals, filters in the address, the list (sorted, paged), export. */
export const InvoicesPanel = () => {
  const { query, setQuery } = useInvoiceQuery();
  const list = useInvoiceList(query);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    await exportInvoicesCsv(query, localToday());
    setExporting(false);
  };

  if (list.isPending) return <LoadingBlocks label="Loading invoices…" heights={['h-28', 'h-64']} />;
  if (list.isError)
    return (
      <LoadFailed what="Your invoices could not be loaded." retry={() => void list.refetch()} />
    );
  const data = list.data;
  if (data.totalElements === 0 && !isFiltered(query) && data.totals.length === 0)
    return (
      <EmptyState
        icon={<FileText size={28} aria-hidden="true" />}
        title="No invoices yet"
        text="Bill your customers from your LLC: create an invoice, send it by e-mail with a payment link, and see here what is owed."
        action={<NewInvoiceLink />}
      />
    );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button
          variant="neutral"
          appearance="outlined"
          icon={<Download size={18} aria-hidden="true" />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
        <NewInvoiceLink />
      </div>
      <InvoiceTotals totals={data.totals} />
      <InvoiceFilters query={query} onChange={setQuery} />
      {data.content.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
          No invoices match these filters.
        </p>
      ) : (
        <>
          <InvoiceTable
            invoices={data.content}
            sort={query.sort}
            onSort={(sort) => setQuery({ sort })}
          />
          <Pager
            noun="invoices"
            page={data.page}
            totalPages={data.totalPages}
            totalElements={data.totalElements}
            onPage={(page) => setQuery({ page })}
          />
        </>
      )}
    </div>
  );
};
