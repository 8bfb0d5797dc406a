import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import { PAYMENT_TERMS_LABELS, type TInvoice } from '@charterline/shared/schemas/invoicing';
import { Fact } from '@/components/ui/fact';
import { AskSupportLink } from '@/components/support/ask-support-link';
import { PageSkeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useInvoice } from '../api/invoices';
import { balanceLine, formatDay } from '../invoicing-texts';
import { CreditOwed } from './credit-owed';
import { SellerAddressMissing } from './seller-card';
import { InvoiceActions } from './invoice-actions';
import { InvoiceHistory } from './invoice-history';
import { InvoiceLines } from './invoice-lines';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { LoadFailed } from '@/components/ui/load-states';

const BACK_CLASS =
  'inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

export const BackToInvoices = () => (
  <Link to="/dashboard/invoicing" className={BACK_CLASS}>
    <ArrowLeft size={16} aria-hidden="true" />
    All invoices
  </Link>
);

/** One invoice: its status, who and when, the lines and totals, what to do next, its history. */
export const InvoiceDetail = ({ id }: { id: string }) => {
  const invoice = useInvoice(id);
  if (invoice.isPending) return <PageSkeleton />;
  if (invoice.isError) {
    const missing = invoice.error instanceof ApiError && invoice.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-5xl space-y-4">
        <BackToInvoices />
        {missing ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-900">
            This invoice does not exist, or it belongs to another of your companies.
          </p>
        ) : (
          <LoadFailed
            what="The invoice could not be loaded."
            retry={() => void invoice.refetch()}
          />
        )}
      </div>
    );
  }
  return <InvoiceView invoice={invoice.data} />;
};

const InvoiceView = ({ invoice }: { invoice: TInvoice }) => (
  <div className="mx-auto w-full max-w-5xl space-y-6">
    <BackToInvoices />
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {invoice.number ? `Invoice ${invoice.number}` : 'Draft invoice'}
        </h1>
        <InvoiceStatusBadge status={invoice.shownStatus} />
      </div>
      <p className="text-slate-600">
        {invoice.customer.name} · {invoice.customer.email}
      </p>
      <p className="text-lg font-semibold text-slate-900">
        {balanceLine(invoice)}
        <span className="ml-2 text-sm font-normal text-slate-600">
          of {formatMinor(invoice.total, invoice.currency)}
        </span>
      </p>
      <CreditOwed invoice={invoice} />
      {invoice.publicUrl ? (
        <p className="text-sm text-slate-600">
          Payment page:{' '}
          <a
            href={invoice.publicUrl}
            target="_blank"
            rel="noreferrer"
            className="break-all text-brand-700 hover:underline"
          >
            {invoice.publicUrl}
          </a>
        </p>
      ) : null}
      <InvoiceActions invoice={invoice} />
      {invoice.status === 'draft' || invoice.status === 'open' ? <SellerAddressMissing /> : null}
      <AskSupportLink kind="invoice" id={invoice.id} />
    </header>
    <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-4">
      <Fact label="Issued" value={formatDay(invoice.issueDate)} />
      <Fact label="Due" value={formatDay(invoice.dueDate)} />
      <Fact label="Terms" value={PAYMENT_TERMS_LABELS[invoice.terms]} />
      <Fact label="Currency" value={invoice.currency} />
    </dl>
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-4">
        <InvoiceLines invoice={invoice} />
        {invoice.memo ? (
          <p className="rounded-2xl bg-white p-4 text-sm whitespace-pre-line text-slate-700 ring-1 ring-slate-200">
            {invoice.memo}
          </p>
        ) : null}
      </div>
      <InvoiceHistory invoice={invoice} />
    </div>
  </div>
);
