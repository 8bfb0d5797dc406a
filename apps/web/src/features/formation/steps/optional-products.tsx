import { Check, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@charterline/shared/format';
import type { TOffer } from '@charterline/shared/schemas/services';
import { Skeleton } from '@/components/ui/skeleton';
import { useOffers } from '@/features/billing/api/get-offers';
import { useSaveCompanyStep } from '../api/save-company-step';
import { StepForm, type TStepProps } from '../step-frame';

/** "$299.00 · then $299.00 a year"; a free product is "Free" (no "then $0.00 a year"). */
const priceText = ({ product, renewal }: TOffer) =>
  `${product.price === 0 ? 'Free' : formatMoney(product.price)}${renewal && renewal.amount > 0 ? ` · then ${formatMoney(renewal.amount)} a year` : ''}`;

/** An offer the bundle includes (or the company has): shown, never selectable. */
const IncludedOffer = ({ offer }: { offer: TOffer }) => (
  <div className="flex gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
    <CheckCircle2 size={18} className="mt-1 shrink-0 text-emerald-700" aria-hidden="true" />
    <span className="flex-1">
      <span className="font-semibold text-slate-900">{offer.product.name}</span>
      <span className="mt-1 block text-sm text-slate-600">
        {offer.state === 'OWNED'
          ? 'You have this already.'
          : `Included in ${offer.includedIn ?? 'your formation bundle'}.`}
      </span>
    </span>
  </div>
);

/**
 * Pre-payment step 2: the products that make sense before formation (the server's
 * pre-payment offers), added to the first payment, with a running subtotal.
 */
export const OptionalProductsStep = ({ company, next, back }: TStepProps) => {
  const offers = useOffers('pre-payment');
  const save = useSaveCompanyStep<{ state: string; products: string[] }>('/formation/selection');
  const [picked, setPicked] = useState<string[]>(company.selectedProducts);
  const list = offers.data ?? [];
  const available = list.filter((o) => o.state === 'AVAILABLE');
  // A product chosen earlier that is no longer offered (now included, say) is not sent.
  const chosen = available.filter((o) => picked.includes(o.product.productKey));
  const subtotal = chosen.reduce((sum, o) => sum + o.product.price, 0);
  const toggle = (key: string) =>
    setPicked((now) => (now.includes(key) ? now.filter((k) => k !== key) : [...now, key]));
  return (
    <StepForm
      onBack={back}
      busy={save.isPending}
      onSubmit={() =>
        save.mutate(
          { state: company.state ?? '', products: chosen.map((o) => o.product.productKey) },
          { onSuccess: next },
        )
      }
    >
      <p className="text-sm text-slate-600">
        Your formation bundle covers the state filing, registered agent and US mailing address for
        the first year, the EIN and the operating agreement. Add anything else you need now, or
        later from Billing.
      </p>
      <fieldset className="mt-4">
        <legend className="sr-only">Optional products</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {offers.isPending
            ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-24 w-full" />)
            : null}
          {list.map((offer) => {
            const p = offer.product;
            if (offer.state !== 'AVAILABLE')
              return <IncludedOffer key={p.productKey} offer={offer} />;
            const on = picked.includes(p.productKey);
            return (
              <label
                key={p.productKey}
                className={`flex cursor-pointer gap-3 rounded-xl p-4 ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                  on ? 'bg-brand-50 ring-brand-600' : 'ring-slate-200 hover:bg-slate-50'
                }`}
              >
                <input
                  type="checkbox"
                  checked={on}
                  onChange={() => toggle(p.productKey)}
                  className="mt-1 accent-brand-700"
                />
                <span className="min-w-0 flex-1">
                  {/* The price under the name on a phone: "$999.00 · then $999.00 a year" is wide. */}
                  <span className="flex flex-col gap-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-2">
                    <span className="font-semibold text-slate-900">{p.name}</span>
                    <span className="text-sm font-semibold text-slate-900 sm:shrink-0 sm:text-right">
                      {priceText(offer)}
                    </span>
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{p.description}</span>
                </span>
                {on ? <Check size={18} className="text-brand-700" aria-hidden="true" /> : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      <p
        className="mt-4 flex flex-wrap justify-between gap-2 text-sm text-slate-700"
        aria-live="polite"
        data-testid="optional-subtotal"
      >
        <span>
          {chosen.length === 0
            ? 'Nothing added: you can continue with the formation bundle alone.'
            : `${chosen.length} added to your order.`}
        </span>
        <span className="font-semibold text-slate-900">
          Optional products subtotal: {formatMoney(subtotal)}
        </span>
      </p>
    </StepForm>
  );
};
