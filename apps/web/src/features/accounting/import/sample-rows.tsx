import { formatDay } from '@charterline/shared/format';
import type { TImport } from '@charterline/shared/schemas/accounting';
import { currencyDigits } from '@charterline/shared/rules/invoice-totals';
import { useMediaQuery } from '@/lib/use-media-query';
import { SignedMoney } from '../components/signed-money';
import { mappingOf, type TMappingDraft } from './mapping-draft';
import { readRows } from './read-rows';

const SAMPLE_SHOWN = 5;

/** The sample rows as they will be booked: a table, or cards on a phone. */
export const SampleRows = ({
  item,
  draft,
  currency,
}: {
  item: TImport;
  draft: TMappingDraft;
  currency: string;
}) => {
  const wide = useMediaQuery('(min-width: 640px)');
  const rows = readRows(
    item.sampleRows.slice(0, SAMPLE_SHOWN),
    item.columns,
    mappingOf(draft),
    currencyDigits(currency),
  );
  const date = (d: string | null) => (d ? formatDay(d) : 'Not a date');
  const amount = (a: number | null) =>
    a === null ? (
      <span className="text-red-700">Not an amount</span>
    ) : (
      <SignedMoney minor={a} currency={currency} />
    );
  if (!wide)
    return (
      <ul aria-label="How the first rows read" className="space-y-2">
        {rows.map((r, i) => (
          <li key={i} className="rounded-xl bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-900">{r.description || '—'}</p>
            <p className="flex justify-between text-slate-600">
              <span>{date(r.date)}</span>
              {amount(r.amount)}
            </p>
          </li>
        ))}
      </ul>
    );
  return (
    <table aria-label="How the first rows read" className="w-full text-left text-sm">
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Date
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Description
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((r, i) => (
          <tr key={i}>
            <td className="py-1.5 pr-3 whitespace-nowrap">{date(r.date)}</td>
            <td className="py-1.5 pr-3">{r.description || '—'}</td>
            <td className="py-1.5 text-right">{amount(r.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
