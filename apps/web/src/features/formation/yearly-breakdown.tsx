import { ExternalLink } from 'lucide-react';
import { formatMoney } from '@charterline/shared/format';
import type { TPrice } from '@charterline/shared/schemas/billing';

/**
 * The all-in yearly cost after the first year (issue 18 §3): the total, then every renewal
 * the basket implies, each with the source of its figure when it is a state's.
 */
export const YearlyBreakdown = ({
  price,
}: {
  price: Pick<TPrice, 'yearlyAfterFirstYear' | 'yearlyBreakdown'>;
}) => {
  const lines = price.yearlyBreakdown;
  return (
    <div className="text-xs text-slate-600" data-testid="yearly-after-first-year">
      <p>
        Then <strong>{formatMoney(price.yearlyAfterFirstYear)} a year</strong> from your second year
        {lines.length > 0 ? ':' : ' (state fees and yearly services).'}
      </p>
      {lines.length > 0 ? (
        <ul className="mt-1 space-y-0.5">
          {lines.map((line) => (
            <li key={line.name} className="flex justify-between gap-3">
              <span>
                {line.name}
                {line.source ? (
                  <>
                    {' '}
                    <a
                      href={line.source}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`Source of ${line.name} (opens in a new tab)`}
                      className="inline-flex items-center gap-0.5 rounded text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      source <ExternalLink size={12} aria-hidden="true" />
                    </a>
                  </>
                ) : null}
              </span>
              <span className="whitespace-nowrap">{formatMoney(line.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
