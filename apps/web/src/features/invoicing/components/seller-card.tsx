import { Link } from 'react-router';
import type { TAddress } from '@charterline/shared/schemas/address';
import type { TInvoiceSettingsView } from '@charterline/shared/schemas/invoicing';
import { useInvoiceSettings } from '../api/settings';

/** Where the LLC sets its place of business (a principal address change, free). */
export const BUSINESS_ADDRESS_PATH =
  '/dashboard/llc-management?tab=changes&change=PRINCIPAL_ADDRESS';

const LINK_CLASS = 'font-medium text-brand-700 underline hover:text-brand-900';

const linesOf = (a: TAddress): string[] =>
  [
    a.line1,
    a.line2 ?? '',
    [a.city, [a.region, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    a.country,
  ].filter(Boolean);

/**
 * Issue 36 item 10: the LLC as its invoices print it — legal name and address — on the
 * Settings tab, with where to change the address.
 */
export const SellerCard = ({ view }: { view: TInvoiceSettingsView }) => (
  <section
    aria-labelledby="seller-heading"
    className="h-fit space-y-2 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
  >
    <h2 id="seller-heading" className="font-semibold text-slate-900">
      On your invoices
    </h2>
    <p className="text-sm font-medium text-slate-900">{view.seller.legalName}</p>
    {view.seller.address ? (
      <>
        <p className="text-sm whitespace-pre-line text-slate-700">
          {linesOf(view.seller.address).join('\n')}
        </p>
        <p className="text-sm text-slate-600">
          Moved?{' '}
          <Link to={BUSINESS_ADDRESS_PATH} className={LINK_CLASS}>
            Change your business address
          </Link>
        </p>
      </>
    ) : (
      <NoAddress />
    )}
  </section>
);

const NoAddress = () => (
  <p className="text-sm text-amber-900">
    No address: your invoices show none.{' '}
    <Link to={BUSINESS_ADDRESS_PATH} className={LINK_CLASS}>
      Add your business address
    </Link>
  </p>
);

/** On an invoice's page: said only when the invoices print no address for the LLC. */
export const SellerAddressMissing = () => {
  const settings = useInvoiceSettings();
  if (!settings.data || settings.data.seller.address) return null;
  return (
    <div
      role="note"
      className="rounded-2xl bg-amber-50 p-3 ring-1 ring-amber-200"
      aria-label="Your address on invoices"
    >
      <NoAddress />
    </div>
  );
};
