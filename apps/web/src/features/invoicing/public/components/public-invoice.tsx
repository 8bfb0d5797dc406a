import { CheckCircle2, Download, Printer } from 'lucide-react';
import { formatDate } from '@charterline/shared/format';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TAddress } from '@charterline/shared/schemas/address';
import {
  PAYMENT_TERMS_LABELS,
  SHOWN_STATUS_LABELS,
  type TPublicInvoice,
} from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { taxRows } from '../../invoicing-texts';
import { publicInvoicePdfUrl, usePublicInvoice } from '../api';
import { PayPanel, type TRenderCardForm, type TRenderStripe } from './pay-panel';

/** The page's sheet: a card on screen, plain paper when printed. */
const Sheet = ({ children }: { children: React.ReactNode }) => (
  <main className="min-h-screen bg-slate-50 px-3 py-6 sm:px-4 sm:py-10 print:bg-white print:p-0">
    <div className="mx-auto max-w-3xl rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8 print:max-w-none print:rounded-none print:p-0 print:shadow-none print:ring-0">
      {children}
    </div>
  </main>
);

const addressLines = (address: TAddress | null): string[] =>
  address
    ? [
        address.line1,
        address.line2 ?? '',
        [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        address.country,
      ].filter(Boolean)
    : [];

const Party = ({
  heading,
  name,
  lines,
}: {
  heading: string;
  name: string;
  lines: (string | null)[];
}) => (
  <div className="min-w-0">
    <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</h2>
    <p className="mt-1 font-semibold break-words text-slate-900">{name}</p>
    {lines.filter(Boolean).map((line) => (
      <p key={line} className="text-sm break-words text-slate-600">
        {line}
      </p>
    ))}
  </div>
);

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

const InvoiceBody = ({ invoice }: { invoice: TPublicInvoice }) => {
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const { seller, customer } = invoice;
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <Party
          heading="From"
          name={seller.legalName}
          lines={[
            ...addressLines(seller.address),
            seller.email,
            seller.ein ? `EIN ${seller.ein}` : null,
          ]}
        />
        <Party
          heading="Bill to"
          name={customer.name}
          lines={[
            ...addressLines(customer.address),
            customer.email,
            customer.taxId ? `Tax ID ${customer.taxId}` : null,
          ]}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-3 print:bg-white print:p-0">
        <div>
          <dt className="text-slate-500">Issued</dt>
          <dd className="font-medium text-slate-900">{formatDate(invoice.issueDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Due</dt>
          <dd className="font-medium text-slate-900">
            {invoice.dueDate ? formatDate(invoice.dueDate) : 'On receipt'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Terms</dt>
          <dd className="font-medium text-slate-900">{PAYMENT_TERMS_LABELS[invoice.terms]}</dd>
        </div>
      </dl>
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
        {invoice.amountPaid > 0 ? (
          <Row label="Paid" value={`−${money(invoice.amountPaid)}`} />
        ) : null}
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
      {invoice.memo ? (
        <p className="text-sm whitespace-pre-line text-slate-700">{invoice.memo}</p>
      ) : null}
      {invoice.paymentInstructions ? (
        <section aria-labelledby="instructions-heading">
          <h2 id="instructions-heading" className="text-sm font-semibold text-slate-900">
            How to pay
          </h2>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
            {invoice.paymentInstructions}
          </p>
        </section>
      ) : null}
      {invoice.footer ? (
        <p className="border-t border-slate-200 pt-3 text-xs whitespace-pre-line text-slate-500">
          {invoice.footer}
        </p>
      ) : null}
    </>
  );
};

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
        <InvoiceBody invoice={invoice} />
      </div>
    </Sheet>
  );
};
