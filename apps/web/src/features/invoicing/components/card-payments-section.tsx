import { CheckCircle2, CreditCard } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { TInvoiceSettingsView } from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { useConnectStripe } from '../api/settings';

/**
 * Card payments on the invoice's public page: off until "Invoicing and payments" is owned
 * (bought through the checkout, $0); with Stripe the LLC also connects its own account.
 */
export const CardPaymentsSection = ({
  view,
  checkout,
}: {
  view: TInvoiceSettingsView;
  checkout: (onPaid: () => void) => ReactNode;
}) => {
  const connect = useConnectStripe();
  // Paid: the refreshed settings say on, but the checkout stays until it has said so and
  // gone on (unmounting it would take its success message away with it).
  const [paid, setPaid] = useState(false);
  const { enabled, provider, connected } = view.cardPayments;
  const needsStripe = enabled && provider === 'stripe' && !connected;
  return (
    <section
      aria-labelledby="card-payments-heading"
      className="h-fit space-y-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2
        id="card-payments-heading"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <CreditCard size={20} aria-hidden="true" />
        Card payments
      </h2>
      {!enabled || paid ? (
        <>
          <p className="text-sm text-slate-600">
            Off. Your customers pay by bank transfer using your payment instructions. Turn card
            payments on to let them pay an invoice by card from its page.
          </p>
          {checkout(() => setPaid(true))}
        </>
      ) : needsStripe ? (
        <>
          <p className="text-sm text-slate-600">
            On, once your Stripe account is connected: card payments go straight to your LLC's own
            Stripe account.
          </p>
          <Button
            loading={connect.isPending}
            onClick={() =>
              connect.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })
            }
          >
            Connect Stripe
          </Button>
        </>
      ) : (
        <p className="flex items-start gap-2 text-sm text-emerald-800">
          <CheckCircle2 size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          On: your customers can pay by card from the invoice's page.
        </p>
      )}
    </section>
  );
};
