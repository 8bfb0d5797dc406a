import { Check } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@charterline/shared/format';
import { Skeleton } from '@/components/ui/skeleton';
import { useProducts } from '@/features/billing/api/get-products';
import { useSaveCompanyStep } from '../api/save-company-step';
import { StepForm, type TStepProps } from '../step-frame';

/** What a new company is offered next to the formation bundle. */
export const OPTIONAL_CATEGORIES = ['compliance', 'tax', 'accounting', 'banking', 'mail', 'phone'];
const INCLUDED = new Set(['company-onboarding-bundle', 'company-onboarding-split', 'state-filing']);

/** Pre-payment step 2: optional products from the catalogue, added to the first payment. */
export const OptionalProductsStep = ({ company, next, back }: TStepProps) => {
  const products = useProducts();
  const save = useSaveCompanyStep<{ state: string; products: string[] }>('/formation/selection');
  const [picked, setPicked] = useState<string[]>(company.selectedProducts);
  const offered = (products.data ?? []).filter(
    (p) => !INCLUDED.has(p.productKey) && p.category !== 'formation' && p.category !== 'experts',
  );
  const toggle = (key: string) =>
    setPicked((now) => (now.includes(key) ? now.filter((k) => k !== key) : [...now, key]));
  return (
    <StepForm
      onBack={back}
      busy={save.isPending}
      onSubmit={() =>
        save.mutate({ state: company.state ?? '', products: picked }, { onSuccess: next })
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
          {products.isPending
            ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-24 w-full" />)
            : null}
          {offered.map((p) => {
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
                <span className="flex-1">
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-semibold text-slate-900">{p.name}</span>
                    <span className="shrink-0 text-sm font-semibold text-slate-900">
                      {formatMoney(p.price)}
                      {p.interval === 'year' ? ' / year' : ''}
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
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {picked.length === 0
          ? 'Nothing added: you can continue with the formation bundle alone.'
          : `${picked.length} added to your order.`}
      </p>
    </StepForm>
  );
};
