import { useId } from 'react';
import { formatDate, formatMoney } from '@charterline/shared/format';
import type { TLaterStateCost } from '@charterline/shared/schemas/formation';

export const LATER_COSTS_TITLE = 'Due later, paid when filed';

const feeWords = (fee: number | null): string =>
  fee === null ? 'Fee set when filed' : fee === 0 ? 'No fee' : formatMoney(fee);

/**
 * The state's costs of a new company's first 12 months that are not charged now (issue 35,
 * decision 0179): what, when, how much, as the compliance engine dates them for a company
 * formed today. Nothing is shown for an empty list unless `emptyText` says what to show.
 */
export const LaterStateCosts = ({
  costs,
  intro,
  emptyText,
  className,
}: {
  costs: readonly TLaterStateCost[];
  /** Why these are not in the figure beside them. */
  intro: string;
  emptyText?: string;
  className?: string;
}) => {
  const id = useId();
  if (costs.length === 0 && !emptyText) return null;
  return (
    <section aria-labelledby={id} className={className} data-testid="later-state-costs">
      <p id={id} className="font-semibold text-slate-900">
        {LATER_COSTS_TITLE}
      </p>
      <p className="text-xs text-slate-600">{intro}</p>
      {costs.length > 0 ? (
        <ul className="mt-1 space-y-1">
          {costs.map((c) => (
            <li key={`${c.key}-${c.dueDate}`} className="flex justify-between gap-3">
              <span>
                {c.title}
                <span className="block text-xs text-slate-600">
                  Due {formatDate(c.dueDate)}
                  {c.feeText ? ` · ${c.feeText}` : ''}
                </span>
              </span>
              <span className="whitespace-nowrap">{feeWords(c.fee)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-slate-600">{emptyText}</p>
      )}
    </section>
  );
};
