import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { useCheckoutReturn } from '@/features/checkout/use-checkout-return';
import { usePageTitle } from '@/lib/use-page-title';

export const Component = () => {
  usePageTitle('Payment received');
  const result = useCheckoutReturn();
  return (
    <section className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm">
      <CheckCircle2 size={48} className="mx-auto text-emerald-600" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-semibold text-slate-900">
        {result === 'not-paid' ? 'Payment not completed' : 'Payment completed successfully!'}
      </h1>
      <p className="mt-2 text-slate-600">
        {result === 'checking'
          ? 'Confirming your payment…'
          : 'Your receipt is ready on the billing page.'}
      </p>
      <Link
        to="/dashboard/billing"
        className="mt-6 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900"
      >
        Go to billing
      </Link>
    </section>
  );
};
