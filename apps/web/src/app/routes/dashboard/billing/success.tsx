import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useCheckoutReturn } from '@/features/checkout/use-checkout-return';
import { usePageTitle } from '@/lib/use-page-title';

/** What the page says for each answer of the session check (no session: nothing to confirm). */
const TEXTS = {
  idle: {
    title: 'No payment to confirm',
    heading: 'No payment to confirm',
    text: 'This page confirms a payment when you come back from checkout, and there is none to confirm. Your payments and receipts are on the billing page.',
  },
  checking: {
    title: 'Confirming your payment',
    heading: 'Confirming your payment…',
    text: 'This takes a moment.',
  },
  paid: {
    title: 'Payment received',
    heading: 'Payment completed successfully!',
    text: 'Your receipt is ready on the billing page.',
  },
  'not-paid': {
    title: 'Payment not completed',
    heading: 'Payment not completed',
    text: 'No payment was taken. You can try again from the billing page.',
  },
} as const;

/** /dashboard/billing/success?session_id=…: the session is checked with the API first. */
export const Component = () => {
  const checked = useCheckoutReturn();
  const [params] = useSearchParams();
  // Before the check starts (the first render), a session to check is being checked.
  const result = checked === 'idle' && params.get('session_id') ? 'checking' : checked;
  const texts = TEXTS[result];
  usePageTitle(texts.title);
  const Icon = result === 'paid' ? CheckCircle2 : result === 'checking' ? Loader2 : CircleAlert;
  return (
    <section
      className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm"
      aria-busy={result === 'checking'}
    >
      <Icon
        size={48}
        className={`mx-auto ${result === 'paid' ? 'text-emerald-600' : result === 'checking' ? 'animate-spin text-brand-600' : 'text-amber-600'}`}
        aria-hidden="true"
      />
      <h1 className="mt-3 text-2xl font-semibold text-slate-900">{texts.heading}</h1>
      <p className="mt-2 text-slate-600">{texts.text}</p>
      <Link
        to="/dashboard/billing"
        className="mt-6 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900"
      >
        Go to billing
      </Link>
    </section>
  );
};
