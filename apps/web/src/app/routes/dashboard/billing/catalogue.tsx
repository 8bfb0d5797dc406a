import { clsx } from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '@charterline/shared/format';
import { SERVICE_PAGES, type TOffer } from '@charterline/shared/schemas/services';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOffers } from '@/features/billing/api/get-offers';
import { groupOffers } from '@/features/billing/offer-groups';
import { CheckoutButton, TestModeHint } from '@/features/checkout/checkout-dialog';

export const offerElementId = (productKey: string) => `offer-${productKey}`;

/** "$999.00", "then $999.00 a year" and the buy button's words for one product. */
const priceTexts = (offer: TOffer) => {
  const { product, renewal } = offer;
  const price = product.price === 0 ? 'Free' : formatMoney(product.price);
  return {
    price,
    renewal: renewal && renewal.amount > 0 ? `then ${formatMoney(renewal.amount)} a year` : null,
    label: product.price === 0 ? 'Get it' : 'Buy',
    // The button's name starts with what it shows (WCAG 2.5.3, axe's label-content-name-mismatch).
    name: `${product.price === 0 ? 'Get it:' : 'Buy'} ${product.name} — ${price}`,
  };
};

const OfferCard = ({ offer, onPaid }: { offer: TOffer; onPaid: () => void }) => {
  const { product, state } = offer;
  const texts = priceTexts(offer);
  // Paid: the refreshed offer says OWNED, but the checkout stays until it has said so and
  // gone on (unmounting it would take its success message away with it).
  const [paid, setPaid] = useState(false);
  return (
    <li
      id={offerElementId(product.productKey)}
      tabIndex={-1}
      className="flex scroll-mt-24 flex-col rounded-xl border border-slate-200 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&:focus]:ring-2 [&:focus]:ring-brand-600"
    >
      <h4 className="font-semibold text-slate-900">{product.name}</h4>
      <p className="mt-1 flex-1 text-sm text-slate-600">{product.description}</p>
      <p className="mt-3 font-semibold text-slate-900">
        {texts.price}
        {texts.renewal ? (
          <span className="block text-sm font-normal text-slate-600">{texts.renewal}</span>
        ) : null}
      </p>
      <div className="mt-3">
        {state === 'AVAILABLE' || paid ? (
          <CheckoutButton
            items={[product.productKey]}
            testMode
            inlineTestHint={false}
            label={texts.label}
            ariaLabel={texts.name}
            title={`${texts.label} ${product.name}`}
            onSuccess={() => {
              setPaid(true);
              onPaid();
            }}
          />
        ) : (
          <p
            className={clsx(
              'flex items-center gap-1.5 text-sm font-semibold',
              state === 'OWNED' ? 'text-emerald-800' : 'text-slate-700',
            )}
          >
            <CheckCircle2 size={16} aria-hidden="true" />
            {state === 'OWNED' ? (
              <Link to={SERVICE_PAGES.list} className="underline-offset-2 hover:underline">
                You have this
              </Link>
            ) : (
              `Included in ${offer.includedIn ?? 'your bundle'}`
            )}
          </p>
        )}
      </div>
    </li>
  );
};

/** Billing's catalogue: every product offered to the company, grouped, one button each. */
export const Catalogue = ({ onPaid }: { onPaid: () => void }) => {
  const offers = useOffers('billing');
  const [search] = useSearchParams();
  const wanted = search.get('offer');
  const loaded = offers.isSuccess;
  useEffect(() => {
    if (!wanted || !loaded) return;
    const element = document.getElementById(offerElementId(wanted));
    element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element?.focus({ preventScroll: true });
  }, [wanted, loaded]);
  const groups = groupOffers(offers.data ?? []);
  return (
    <section
      aria-labelledby="catalogue-heading"
      className="rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="catalogue-heading" className="text-lg font-semibold">
        Add services
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Everything we offer for your company, with its price and what it costs each year after.
      </p>
      <TestModeHint className="mt-3 w-fit rounded-lg bg-amber-50 px-3 py-1.5 ring-1 ring-amber-200" />
      {offers.isPending ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : null}
      {offers.isError ? (
        <div role="alert" className="mt-4 text-sm text-slate-700">
          What we offer could not be loaded.{' '}
          <Button size="sm" appearance="plain" onClick={() => void offers.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`offers-${group.key}`} className="mt-6">
          <h3 id={`offers-${group.key}`} className="font-semibold text-slate-900">
            {group.heading}
          </h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.offers.map((offer) => (
              <OfferCard key={offer.product.productKey} offer={offer} onPaid={onPaid} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
};
