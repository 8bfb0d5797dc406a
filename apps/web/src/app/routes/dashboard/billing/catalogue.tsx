import { clsx } from 'clsx';
import { CheckCircle2, ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '@charterline/shared/format';
import { SERVICE_PAGES, type TOffer } from '@charterline/shared/schemas/services';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOffers } from '@/features/billing/api/get-offers';
import {
  groupOffers,
  RECOMMENDED_HEADING,
  type TOfferGroup,
} from '@/features/billing/offer-groups';
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

const count = (n: number) => `${n} service${n === 1 ? '' : 's'}`;

/**
 * One category of the catalogue: its heading is the button that opens it ("Compliance ·
 * 2 services"), so that the whole catalogue reads as a short list (issue 36); the
 * recommended products are always open.
 */
const OfferGroup = ({
  group,
  open,
  onToggle,
  onPaid,
}: {
  group: TOfferGroup;
  open: boolean;
  onToggle: (() => void) | null;
  onPaid: () => void;
}) => {
  const listId = `offers-${group.key}-list`;
  return (
    <section aria-label={group.heading} className="mt-4 border-t border-slate-100 pt-4">
      <h3 className="font-semibold text-slate-900">
        {onToggle ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={onToggle}
            className="flex w-full items-center gap-3 rounded-lg py-1 text-left hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="flex-1">{group.heading}</span>
            <span className="text-sm font-normal text-slate-500">{count(group.offers.length)}</span>
            <ChevronDown
              size={18}
              aria-hidden="true"
              className={clsx('shrink-0 transition-transform', open && 'rotate-180')}
            />
          </button>
        ) : (
          group.heading
        )}
      </h3>
      {open ? (
        <ul id={listId} className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {group.offers.map((offer) => (
            <OfferCard key={offer.product.productKey} offer={offer} onPaid={onPaid} />
          ))}
        </ul>
      ) : null}
    </section>
  );
};

/**
 * Billing's catalogue: every product offered to the company, grouped, one button each. The
 * categories are folded but the recommended one and the one of `?offer=`.
 */
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
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const wantedGroup = groups.find((g) =>
    g.offers.some((o) => o.product.productKey === wanted),
  )?.key;
  const isOpen = (g: TOfferGroup) => toggled[g.key] ?? g.key === wantedGroup;
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
      {groups.map((group) =>
        group.heading === RECOMMENDED_HEADING ? (
          <OfferGroup key={group.key} group={group} open onToggle={null} onPaid={onPaid} />
        ) : (
          <OfferGroup
            key={group.key}
            group={group}
            open={isOpen(group)}
            onToggle={() => setToggled((now) => ({ ...now, [group.key]: !isOpen(group) }))}
            onPaid={onPaid}
          />
        ),
      )}
    </section>
  );
};
