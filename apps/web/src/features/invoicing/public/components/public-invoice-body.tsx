import { formatDate } from '@charterline/shared/format';
import type { TAddress } from '@charterline/shared/schemas/address';
import { PAYMENT_TERMS_LABELS, type TPublicInvoice } from '@charterline/shared/schemas/invoicing';
import { PublicInvoiceLines, PublicInvoiceTotals } from './public-invoice-lines';

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

/** Who bills whom, the dates and terms, the lines and totals, memo, how to pay, footer. */
export const PublicInvoiceBody = ({ invoice }: { invoice: TPublicInvoice }) => {
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
      <PublicInvoiceLines invoice={invoice} />
      <PublicInvoiceTotals invoice={invoice} />
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
