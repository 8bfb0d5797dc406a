import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Info } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatDay, formatMoney } from '@charterline/shared/format';
import { bringYourLlcPath } from '@charterline/shared/rules/customer-path';
import { stepPath } from '@charterline/shared/rules/wizard';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import { SERVICE_PAGES, type TOffer } from '@charterline/shared/schemas/services';
import { SERVICE_STATUS_WORDS } from '@charterline/shared/services';
import { Button } from '@/components/ui/button';
import { PageSkeleton, Skeleton } from '@/components/ui/skeleton';
import { useOffers } from '@/features/billing/api/get-offers';
import { CheckoutButton } from '@/features/checkout/checkout-dialog';
import { useCheckoutReturn } from '@/features/checkout/use-checkout-return';
import { useCompanyDetails } from '@/features/formation/api/get-company-details';
import { DetailsError } from '@/features/formation/details-error';
import { queryKeys } from '@/lib/query-keys';
import { usePageTitle } from '@/lib/use-page-title';

/** Whether the company has an LLC to deliver a service to: one we form, or one brought in. */
const hasLlc = (company: TCompanyDetails): boolean =>
  company.origin === 'FORMED_ELSEWHERE'
    ? company.stateFileNumber !== null
    : company.paymentStatus === 'PAID';

const LINK =
  'inline-flex h-11 items-center justify-center rounded-lg px-5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** No LLC yet: its details first (then back here), or form one with us. */
const AskForLlc = ({ productKey }: { productKey: string }) => (
  <section
    aria-labelledby="llc-first"
    className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6"
  >
    <h2 id="llc-first" className="text-lg font-semibold text-slate-900">
      Tell us about your LLC
    </h2>
    <p className="mt-1 text-sm text-slate-700">
      We deliver this service to your company, so we need its details first: its name, state, file
      number and owners. It takes about three minutes.
    </p>
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
      <Link
        to={bringYourLlcPath(SERVICE_PAGES.offer(productKey))}
        className={`${LINK} bg-brand-700 text-white hover:bg-brand-900`}
      >
        Enter my LLC’s details
      </Link>
      <Link to={stepPath('pre-payment', 1)} className={`${LINK} text-brand-700 hover:underline`}>
        No LLC yet? Form one with us
      </Link>
    </div>
  </section>
);

type TNext = { text: string; to: string; label: string };

/** Any service: its progress and renewal are on Your services. */
const FOLLOW_IT: TNext = {
  text: 'we deliver it to your company and tell you by e-mail at each step.',
  to: '/dashboard/services',
  label: 'Follow it in Your services',
};

/** What a customer who has the service does next, where it is used (issue 36). */
const WHAT_NEXT: Record<string, TNext> = {
  bookkeeping: {
    text: 'import your bank statements (CSV or OFX) in Accounting; we categorise the transactions and close each month with you.',
    to: '/dashboard/accounting/import',
    label: 'Import a statement',
  },
  'mailing-address': {
    text: 'your US address is on Communication; letters we receive are scanned there.',
    to: '/dashboard/communication',
    label: 'See your address',
  },
  'virtual-phone-number': {
    text: 'choose your number and its forwarding on Communication.',
    to: '/dashboard/communication?tab=phone',
    label: 'Open your phone line',
  },
  'invoicing-payments': {
    text: 'create your first invoice; your clients can pay it by card.',
    to: '/dashboard/invoicing/new',
    label: 'New invoice',
  },
  'registered-agent': {
    text: 'our agent receives your legal papers; you see each one on Communication.',
    to: '/dashboard/llc-management',
    label: 'See your registered agent',
  },
};

/** What the offer's state lets the customer do: buy it, or see that they have it. */
const OfferAction = ({ offer, onPaid }: { offer: TOffer; onPaid: () => void }) => {
  // Paid: the refreshed offer says OWNED, but the checkout stays until it has said so and
  // gone on (unmounting it would take its success message away with it).
  const [paid, setPaid] = useState(false);
  if (!paid && (offer.state === 'OWNED' || offer.state === 'INCLUDED')) {
    const next = WHAT_NEXT[offer.product.productKey] ?? FOLLOW_IT;
    return (
      <div className="space-y-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-emerald-700">
          <CheckCircle2 size={18} aria-hidden="true" />
          {offer.state === 'OWNED'
            ? 'You have this service already.'
            : `Included in ${offer.includedIn ?? 'your plan'}.`}
        </p>
        <p className="text-sm text-slate-700">
          <span className="font-semibold">What happens next: </span>
          {next.text}{' '}
          <Link to={next.to} className="font-semibold text-brand-700 underline">
            {next.label}
          </Link>
        </p>
      </div>
    );
  }
  const buy = (label: string) => (
    <CheckoutButton
      items={[offer.product.productKey]}
      testMode
      label={label}
      onSuccess={() => {
        setPaid(true);
        onPaid();
      }}
    />
  );
  if (!paid && offer.lastBought) {
    return <BoughtAlready offer={offer} bought={offer.lastBought} buy={buy} />;
  }
  return buy(`Buy ${offer.product.name}`);
};

/**
 * A filing or purchase bought again and again, whose last one is still going on (issue 36
 * item 2): it says so and where to follow it; buying it again is for another period, which
 * the customer says before the button shows.
 */
const BoughtAlready = ({
  offer,
  bought,
  buy,
}: {
  offer: TOffer;
  bought: NonNullable<TOffer['lastBought']>;
  buy: (label: string) => ReactNode;
}) => {
  const [again, setAgain] = useState(false);
  const on = formatDay(bought.on);
  return (
    <div className="space-y-3 sm:max-w-sm">
      <p className="flex items-start gap-2 text-sm font-semibold text-emerald-700">
        <CheckCircle2 size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
        <span>
          Bought on {on}, {SERVICE_STATUS_WORDS[bought.status]}.{' '}
          <Link to={`/dashboard/services/${bought.serviceId}`} className="text-brand-700 underline">
            Follow it in Your services
          </Link>
        </span>
      </p>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-700"
          checked={again}
          onChange={(event) => setAgain(event.target.checked)}
        />
        <span>
          I need {offer.product.name} again, for another period than the one bought on {on}.
        </span>
      </label>
      {again ? buy(`Buy ${offer.product.name} again`) : null}
    </div>
  );
};

/** /dashboard/billing/offer/:productKey: one product, what it includes, its price and checkout. */
export const Component = () => {
  const { productKey = '' } = useParams();
  const queryClient = useQueryClient();
  const details = useCompanyDetails();
  const offers = useOffers();
  const offer = offers.data?.find((o) => o.product.productKey === productKey);
  usePageTitle(offer?.product.name ?? 'Offer');
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
    [queryClient],
  );
  useCheckoutReturn(refresh);

  if (details.isPending) return <PageSkeleton />;
  const company = details.data;
  if (!company) return <DetailsError error={details.error} retry={() => void details.refetch()} />;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <Link
          to="/dashboard/billing"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Billing
        </Link>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
          {offer?.product.name ?? (offers.isPending ? <Skeleton className="h-8 w-64" /> : 'Offer')}
        </h1>
      </div>
      {hasLlc(company) ? null : <AskForLlc productKey={productKey} />}
      {offers.isPending ? (
        <Skeleton className="h-56 w-full" />
      ) : offers.isError ? (
        <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
          <p className="text-slate-800">Failed to load this offer. Please try again.</p>
          <Button className="mt-4" onClick={() => void offers.refetch()}>
            Try again
          </Button>
        </div>
      ) : !offer ? (
        <p className="flex gap-2 rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          <Info size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
          This product is not offered to your company. See everything we offer in Billing.
        </p>
      ) : (
        <section
          aria-labelledby="offer-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="offer-heading" className="text-lg font-semibold text-slate-900">
            What it includes
          </h2>
          <p className="mt-2 text-slate-700">{offer.product.description}</p>
          <div className="mt-6 flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-end sm:justify-between">
            <p>
              <span className="text-3xl font-bold text-slate-900">
                {formatMoney(offer.product.price)}
              </span>
              <span className="ml-1 text-sm text-slate-600">
                {offer.product.interval === 'year' ? 'for the first year' : 'once'}
              </span>
              {offer.renewal ? (
                <span className="block text-sm text-slate-600">
                  then {formatMoney(offer.renewal.amount)} a year, cancel any time
                </span>
              ) : null}
            </p>
            {hasLlc(company) ? <OfferAction offer={offer} onPaid={refresh} /> : null}
          </div>
        </section>
      )}
    </div>
  );
};
