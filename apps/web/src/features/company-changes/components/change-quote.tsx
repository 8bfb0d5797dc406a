import type { TChangeOption } from '@charterline/shared/schemas/company-changes';
import { appliesAtOnce, quoteLines } from '../change-texts';

/** A term and its value: one `div` in the `dl`, nothing between them (a `dl` allows no more). */
const Line = ({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) => (
  <div className={`flex justify-between gap-4${strong ? ' border-t border-slate-200 pt-1' : ''}`}>
    <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
    <dd className={strong ? 'font-semibold text-slate-900' : 'text-right text-slate-900'}>
      {value}
    </dd>
  </div>
);

/**
 * What a change costs, before it is asked for: whether the state must be told, the state's
 * form and fee (or that it is confirmed before we file), our price and the total.
 */
export const ChangeQuote = ({ option }: { option: TChangeOption }) => {
  if (appliesAtOnce(option)) {
    return <p className="text-sm text-slate-600">No state filing needed · Free, changed at once</p>;
  }
  const quote = quoteLines(option);
  return (
    <div className="text-sm">
      <p className="font-medium text-slate-900">{quote.filing}</p>
      <dl className="mt-2 space-y-1">
        {quote.form ? <Line label="State's form" value={quote.form} /> : null}
        {quote.stateFee ? <Line label="State fee" value={quote.stateFee} /> : null}
        <Line label="Our price" value={quote.ourPrice} />
        <Line label="Total" value={quote.total} strong />
      </dl>
    </div>
  );
};
