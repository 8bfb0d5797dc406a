import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useInvoice } from '../../api/invoices';
import { useInvoiceSettings } from '../../api/settings';
import { localToday, newInvoiceValues, valuesOfInvoice } from '../form';
import { InvoiceEditor } from './invoice-editor';

const EditorSkeleton = () => (
  <div aria-busy="true" aria-label="Loading the invoice" className="space-y-4">
    <Skeleton className="h-40" />
    <Skeleton className="h-56" />
  </div>
);

const Notice = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <div role="alert" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
    <p className="font-semibold text-slate-900">{title}</p>
    <div className="mt-2 text-sm text-slate-600">{children}</div>
  </div>
);

/**
 * /dashboard/invoicing/new and /:id/edit: the draft (or the settings' defaults for a new one)
 * is loaded, then the form starts from it. A finalised invoice is never edited.
 */
export const InvoiceEditorPage = ({ invoiceId }: { invoiceId: string | undefined }) => {
  // The page says itself what failed: no toast on top.
  const settings = useInvoiceSettings({ silent: true });
  const invoice = useInvoice(invoiceId, { silent: true });
  const title = invoiceId ? 'Edit draft invoice' : 'New invoice';

  const body = () => {
    if (invoiceId) {
      if (invoice.isPending) return <EditorSkeleton />;
      if (invoice.isError) {
        const gone = invoice.error instanceof ApiError && invoice.error.status === 404;
        return (
          <Notice title={gone ? 'This invoice was not found.' : 'The invoice could not be loaded.'}>
            {gone ? (
              <Link className="font-semibold text-brand-700 underline" to="/dashboard/invoicing">
                Back to invoices
              </Link>
            ) : (
              <Button size="sm" onClick={() => void invoice.refetch()}>
                Try again
              </Button>
            )}
          </Notice>
        );
      }
      const draft = invoice.data;
      if (draft.status !== 'draft') {
        return (
          <Notice title={`Invoice ${draft.number ?? ''} is finalised: it can no longer be edited.`}>
            <p>Void it or correct it with a credit note from its page.</p>
            <Link
              className="mt-2 inline-block font-semibold text-brand-700 underline"
              to={`/dashboard/invoicing/${draft.id}`}
            >
              Open the invoice
            </Link>
          </Notice>
        );
      }
      return (
        <InvoiceEditor
          invoiceId={draft.id}
          initial={valuesOfInvoice(draft)}
          customer={draft.customer}
          settings={settings.data}
        />
      );
    }
    // A new invoice starts from the settings' defaults (USD and net 30 when they failed).
    if (settings.isPending) return <EditorSkeleton />;
    return (
      <InvoiceEditor
        invoiceId={undefined}
        initial={newInvoiceValues({
          currency: settings.data?.defaultCurrency ?? 'USD',
          terms: settings.data?.defaultTerms ?? 'net_30',
          footer: settings.data?.footer ?? null,
          today: localToday(),
        })}
        customer={null}
        settings={settings.data}
      />
    );
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header>
        <Link
          to="/dashboard/invoicing"
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          ← Invoices
        </Link>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      </header>
      {body()}
    </div>
  );
};
