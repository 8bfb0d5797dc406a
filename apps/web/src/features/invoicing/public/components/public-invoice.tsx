import { CheckCircle2, Download, Printer } from 'lucide-react';
import { formatDate } from '@charterline/shared/format';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import { SHOWN_STATUS_LABELS } from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { publicInvoicePdfUrl, usePublicInvoice } from '../../api/public-invoice';
import { PayPanel, type TRenderCardForm, type TRenderStripe } from './pay-panel';
import { PublicInvoiceBody } from './public-invoice-body';

/** The page's sheet: a card on screen, plain paper when printed. */
const Sheet = ({ children }: { children: React.ReactNode }) => (
  <main className="min-h-screen bg-slate-50 px-3 py-6 sm:px-4 sm:py-10 print:bg-white print:p-0">
    <div className="mx-auto max-w-3xl rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8 print:max-w-none print:rounded-none print:p-0 print:shadow-none print:ring-0">
      {children}
    </div>
  </main>
);

/**
 * /invoice/:token (issue 21): what the LLC's customer opens from the e-mail, signed in or
 * not. The invoice, its PDF, printing, and paying the balance by card when the seller takes
 * cards; an unknown or revoked link says so.
 */
export const PublicInvoicePage = ({
  token,
  renderCardForm,
  renderStripe,
}: {
  token: string;
  renderCardForm: TRenderCardForm;
  renderStripe: TRenderStripe;
}) => {
  const query = usePublicInvoice(token);
  if (query.isPending) {
    return (
      <Sheet>
        <div aria-busy="true" aria-label="Loading the invoice" className="space-y-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-40" />
        </div>
      </Sheet>
    );
  }
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Sheet>
        <h1 className="text-xl font-semibold text-slate-900">
          {gone
            ? 'This invoice link has expired or was revoked.'
            : 'The invoice could not be loaded.'}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {gone
            ? 'Ask the business that sent it for a new link.'
            : 'Check your connection and reload the page.'}
        </p>
        {!gone ? (
          <Button className="mt-4" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        ) : null}
      </Sheet>
    );
  }
  const invoice = query.data;
  const paid = invoice.shownStatus === 'paid';
  const payable =
    invoice.canPayByCard && invoice.balance > 0 && !paid && invoice.shownStatus !== 'uncollectible';
  return (
    <Sheet>
      <div className="space-y-6">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm break-words text-slate-600">{invoice.seller.legalName}</p>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">
              Invoice {invoice.number}
            </h1>
          </div>
          <p className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700 print:hidden">
            {SHOWN_STATUS_LABELS[invoice.shownStatus]}
          </p>
        </header>
        {paid ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200"
          >
            <CheckCircle2 size={20} aria-hidden="true" />
            Paid — thank you. Nothing is due on this invoice.
          </p>
        ) : (
          <p className="text-lg text-slate-900">
            <span className="font-semibold">{formatMinor(invoice.balance, invoice.currency)}</span>{' '}
            due {invoice.dueDate ? formatDate(invoice.dueDate) : 'on receipt'}
          </p>
        )}
        <div className="flex flex-wrap gap-2 print:hidden">
          <a
            href={publicInvoicePdfUrl(token)}
            download
            className="inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <Download size={18} aria-hidden="true" />
            Download PDF
          </a>
          <Button
            variant="neutral"
            appearance="outlined"
            icon={<Printer size={18} aria-hidden="true" />}
            onClick={() => window.print()}
          >
            Print
          </Button>
        </div>
        {payable ? (
          <PayPanel
            token={token}
            invoice={invoice}
            renderCardForm={renderCardForm}
            renderStripe={renderStripe}
          />
        ) : null}
        <PublicInvoiceBody invoice={invoice} />
      </div>
    </Sheet>
  );
};
