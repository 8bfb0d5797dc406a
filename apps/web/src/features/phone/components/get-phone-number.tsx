import { useQueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { formatMoney } from '@charterline/shared/format';
import type { TPhoneSummary } from '@charterline/shared/schemas/phone-line';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckoutButton } from '@/features/checkout/checkout-dialog';
import { queryKeys } from '@/lib/query-keys';
import { PHONE_NUMBER_PRODUCT, usePhonePrices } from '../hooks/use-phone-prices';

/** After a payment: billing's data and the phone summary (now pending or with the line). */
export const useRefreshAfterPayment = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.phone.all });
  };
};

/** No number yet: why a US number helps, its price, and the checkout. */
export const GetPhoneNumber = ({
  summary,
  released,
}: {
  summary: TPhoneSummary;
  released: boolean;
}) => {
  const prices = usePhonePrices(summary);
  return (
    <EmptyState
      icon={<Phone size={28} aria-hidden="true" />}
      title={released ? 'Your US number was released' : 'A US phone number for your company'}
      text={
        <>
          Banks, payment services and US agencies often send verification codes by text to a US
          number. With your own, texts show up here within seconds, and calls are forwarded to your
          phone or go to voicemail.
          <span className="mt-3 block font-semibold text-slate-900">
            {formatMoney(prices.number)} a year, with calling and texting credit you top up.
          </span>
        </>
      }
      action={
        <CheckoutButton
          items={[PHONE_NUMBER_PRODUCT]}
          label="Get a US phone number"
          title="US phone number"
          // No refresh on success: it would replace this button (and the checkout's dialog)
          // under the success message; the checkout returns to this page, which shows it.
          inlineTestHint={false}
        />
      }
    />
  );
};

/** Bought, and the number is being assigned: the summary is polled until it is there. */
export const SettingUpNumber = () => (
  <div
    role="status"
    aria-live="polite"
    className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center"
  >
    <span
      aria-hidden="true"
      className="size-8 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
    />
    <h2 className="mt-5 text-lg font-semibold text-slate-900">We are setting up your number…</h2>
    <p className="mt-2 max-w-md text-sm text-slate-600">
      This usually takes less than a minute. It shows up here on its own.
    </p>
  </div>
);
