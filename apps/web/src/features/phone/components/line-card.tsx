import { formatMoney } from '@charterline/shared/format';
import type { TPhoneLine, TPhoneSummary } from '@charterline/shared/schemas/phone-line';
import { CheckoutButton } from '@/features/checkout/checkout-dialog';
import { PHONE_RECHARGE_PRODUCT, usePhonePrices } from '../hooks/use-phone-prices';
import { CopyButton } from '@/components/ui/copy-button';
import { useRefreshAfterPayment } from './get-phone-number';

/** The number, large, with Copy; the credit with Add credit. */
export const LineCard = ({ summary, line }: { summary: TPhoneSummary; line: TPhoneLine }) => {
  const prices = usePhonePrices(summary);
  const refresh = useRefreshAfterPayment();
  return (
    <section
      aria-labelledby="phone-number-heading"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div>
        <h2 id="phone-number-heading" className="text-sm font-medium text-slate-600">
          Your US number
        </h2>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
            {line.display}
          </p>
          <CopyButton text={line.number} label={`Copy number ${line.display}`}>
            Copy number
          </CopyButton>
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
        <div>
          <p className="text-sm font-medium text-slate-600">Calling and texting</p>
          <p className="text-xl font-semibold text-slate-900">
            {formatMoney(line.creditBalance)} credit
          </p>
          <p className="text-xs text-slate-500">Each top-up adds {formatMoney(prices.recharge)}.</p>
        </div>
        <CheckoutButton
          items={[PHONE_RECHARGE_PRODUCT]}
          label="Add credit"
          title="Phone credit"
          inlineTestHint={false}
          onSuccess={refresh}
        />
      </div>
    </section>
  );
};
