import { Sparkles } from 'lucide-react';
import { formatMoney } from '@charterline/shared/format';
import { Skeleton } from '@/components/ui/skeleton';
import { ContinueButton, GoBackButton } from '@/components/ui/wizard-buttons';
import { useProducts } from '@/features/billing/api/get-products';
import { CheckoutButton } from '@/features/checkout/checkout-dialog';
import { useCheckoutReturn } from '@/features/checkout/use-checkout-return';
import { useSaveCompanyStep } from '../api/save-company-step';
import type { TStepProps } from '../step-frame';

/** The six add-on steps (docs/product.md § Onboarding wizard) and the products each offers. */
export const ADDONS: readonly { text: string; products: readonly string[] }[] = [
  {
    text: 'Your operating agreement was drawn up from your owners when you confirmed; it is in your documents. If ownership changes, we amend it.',
    products: ['operating-agreement-amendment'],
  },
  {
    text: 'Many businesses need a license from their state, county or city before they trade.',
    products: ['business-license-research'],
  },
  {
    text: 'Selling goods or serving food? A seller’s permit or local permit may be required.',
    products: ['permits-filing'],
  },
  {
    text: 'Protect your name and logo in the US with a registered trademark.',
    products: ['trademark-filing'],
  },
  {
    text: 'Look established from day one: a website and business e-mail on your domain.',
    products: ['website-setup'],
  },
  {
    text: 'Keep clean books from the first transaction: it makes tax season and banking easy.',
    products: ['bookkeeping', 'federal-tax-preparation'],
  },
];

/** Add-on step n: the matching products to buy now, or continue without. */
export const AddonStep = ({ step, next, back }: TStepProps & { step: number }) => {
  const products = useProducts();
  const progress = useSaveCompanyStep<{ step: number }>('/formation/addons-progress');
  useCheckoutReturn();
  const addon = ADDONS[step - 1];
  const offered = (products.data ?? []).filter((p) => addon?.products.includes(p.productKey));
  const go = () => progress.mutate({ step: Math.min(step + 1, 6) }, { onSuccess: next });
  return (
    <div className="space-y-6">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <p className="flex gap-3 text-slate-700">
          <Sparkles size={20} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />
          {addon?.text}
        </p>
        <div className="mt-5 grid gap-4 md:grid-cols-2">
          {products.isPending ? <Skeleton className="h-32 w-full" /> : null}
          {offered.map((p) => (
            <div
              key={p.productKey}
              className="flex flex-col justify-between gap-4 rounded-xl p-4 ring-1 ring-slate-200"
            >
              <div>
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{p.name}</h3>
                  <span className="shrink-0 font-semibold text-slate-900">
                    {formatMoney(p.price)}
                    {p.interval === 'year' ? ' / year' : ''}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-600">{p.description}</p>
              </div>
              <CheckoutButton items={[p.productKey]} testMode />
            </div>
          ))}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <GoBackButton onClick={back} />
        <ContinueButton loading={progress.isPending} onClick={go}>
          {step === 6 ? 'FINISH' : 'CONTINUE'}
        </ContinueButton>
      </div>
    </div>
  );
};
