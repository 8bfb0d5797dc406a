import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useCallback } from 'react';
import { formatMoney } from '@charterline/shared/format';
import { Skeleton } from '@/components/ui/skeleton';
import { CONTINUE_SIZE, ContinueButton } from '@/components/ui/wizard-buttons';
import { CheckoutButton } from '@/features/checkout/checkout-dialog';
import { LaterStateCosts } from '@/features/checkout/components/later-state-costs';
import { useCheckoutReturn } from '@/features/checkout/use-checkout-return';
import { usePrice } from '@/features/billing/api/get-price';
import { queryKeys } from '@/lib/query-keys';
import { StepActions, type TStepProps } from '../step-frame';
import { YearlyBreakdown } from '../yearly-breakdown';

const BUNDLE_KEY = 'company-onboarding-bundle';

/** Pre-payment step 3: the order priced by the server and the secure checkout. */
export const PaymentStep = ({ company, next, back }: TStepProps) => {
  const queryClient = useQueryClient();
  const items = [BUNDLE_KEY, ...company.selectedProducts];
  const price = usePrice(items, company.state);
  const paid = useCallback(() => {
    void queryClient
      .invalidateQueries({ queryKey: queryKeys.company.detail('current') })
      .then(next);
  }, [queryClient, next]);
  const returning = useCheckoutReturn(paid);

  if (company.paymentStatus === 'PAID') {
    return (
      <div className="space-y-6">
        <div className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200">
          <CheckCircle2 size={22} aria-hidden="true" />
          <p>Your formation is paid. Continue with your company’s details.</p>
        </div>
        <StepActions onBack={back}>
          <ContinueButton onClick={next} />
        </StepActions>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="font-semibold text-slate-900">Your order</h2>
        {price.isPending ? <Skeleton className="mt-4 h-32 w-full" /> : null}
        {price.data ? (
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">Order summary</caption>
            <tbody>
              {price.data.lineItems.map((l) => (
                <tr key={l.productKey} className="border-b border-slate-100">
                  <th scope="row" className="py-2 text-left font-normal text-slate-700">
                    {l.name}
                  </th>
                  <td className="py-2 text-right">{formatMoney(l.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-3 text-left font-semibold text-slate-900">
                  Total today
                </th>
                <td
                  className="pt-3 text-right font-semibold text-slate-900"
                  data-testid="order-total"
                >
                  {formatMoney(price.data.total)}
                </td>
              </tr>
              <tr>
                <td colSpan={2} className="pt-2">
                  <YearlyBreakdown price={price.data} />
                </td>
              </tr>
            </tfoot>
          </table>
        ) : null}
        {price.data ? (
          <LaterStateCosts
            costs={price.data.laterStateCosts}
            intro="Not in today’s total: the state’s other costs in the first 12 months of your LLC, if it is formed today. Each is paid when it is filed."
            emptyText="Nothing else is due to the state in the first 12 months."
            className="mt-4 border-t border-slate-100 pt-3 text-sm"
          />
        ) : null}
        {returning === 'checking' ? (
          <p className="mt-4 text-sm text-slate-600" role="status">
            Confirming your payment…
          </p>
        ) : null}
      </div>
      <StepActions onBack={back}>
        <CheckoutButton
          items={items}
          testMode
          metadata={{ companyId: company.id }}
          className={CONTINUE_SIZE}
        />
      </StepActions>
    </div>
  );
};
