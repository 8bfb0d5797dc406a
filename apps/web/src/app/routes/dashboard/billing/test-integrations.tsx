import { PlugZap } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { CheckoutButton } from '@/features/checkout/checkout-dialog';
import { usePaymentProvider } from '@/features/checkout/api/get-payment-provider';
import { useCheckoutReturn } from '@/features/checkout/use-checkout-return';
import { usePageTitle } from '@/lib/use-page-title';

const PROVIDER_TEXT = {
  local: 'The local test provider: card payments are simulated with test cards and no money moves.',
  stripe: 'Stripe: card payments go through Stripe, confirmed by its signed webhook.',
};

/** /dashboard/test/integrations: which payment provider runs, and a test payment through it. */
export const Component = () => {
  usePageTitle('Test integrations');
  useCheckoutReturn();
  const info = usePaymentProvider();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Test integrations</h1>
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center gap-3">
          <span className="rounded-xl bg-brand-50 p-2.5 text-brand-700">
            <PlugZap size={22} aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold text-slate-900">Payment provider</h2>
        </div>
        {info.data ? (
          <>
            <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-500">Provider</dt>
                <dd className="font-semibold text-slate-900" data-testid="provider-name">
                  {info.data.provider}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Mode</dt>
                <dd className="font-semibold text-slate-900">
                  {info.data.testMode ? 'Test mode' : 'Live'}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Confirmation</dt>
                <dd className="font-semibold text-slate-900">
                  {info.data.webhookConfigured ? 'Configured' : 'Webhook secret missing'}
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-slate-600">{PROVIDER_TEXT[info.data.provider]}</p>
          </>
        ) : (
          <Skeleton className="mt-5 h-16" />
        )}
      </section>
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold text-slate-900">Run a test payment</h2>
        <p className="mt-1 text-sm text-slate-600">
          Buys one mail unlock ($9.00) in test mode, end to end: checkout, confirmation, order and
          receipt.
        </p>
        <div className="mt-4">
          <CheckoutButton items={['mail-unlock']} testMode title="Secure Checkout" />
        </div>
      </section>
    </div>
  );
};
