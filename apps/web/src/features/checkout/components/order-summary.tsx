import { formatMoney } from '@charterline/shared/format';
import type { TCreateSessionAnswer } from '@charterline/shared/schemas/billing';
import { LaterStateCosts } from './later-state-costs';

type TOrderSummaryProps = Pick<TCreateSessionAnswer, 'amount' | 'lineItems'> &
  Partial<Pick<TCreateSessionAnswer, 'laterStateCosts'>>;

/**
 * What is being bought: each product and fee with its amount, then the total; under it, a
 * formation's state costs that fall due later (not in the total: paid when filed).
 */
export const OrderSummary = ({ lineItems, amount, laterStateCosts = [] }: TOrderSummaryProps) => (
  <section aria-label="Order summary" className="rounded-xl border border-slate-200 p-3 text-sm">
    <ul className="space-y-1">
      {lineItems.map((item, i) => (
        <li key={`${item.name}-${i}`} className="flex justify-between gap-3 text-slate-700">
          <span>{item.name}</span>
          <span className="whitespace-nowrap">{formatMoney(item.amount)}</span>
        </li>
      ))}
    </ul>
    <p className="mt-2 flex justify-between gap-3 border-t border-slate-200 pt-2 text-slate-900">
      <span>Total</span>
      <strong>{formatMoney(amount)}</strong>
    </p>
    <LaterStateCosts
      costs={laterStateCosts}
      intro="Not in this total: the state’s other costs in your LLC’s first 12 months, each paid when it is filed."
      className="mt-2 border-t border-slate-200 pt-2"
    />
  </section>
);
