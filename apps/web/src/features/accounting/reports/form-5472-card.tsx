import { FileSpreadsheet, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@charterline/shared/format';
import type { TForm5472Summary } from '@charterline/shared/schemas/accounting';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { downloadReport, form5472Path, useForm5472 } from '../api/reports';
import { money } from './pnl-figures';
import { Field, FIELD } from './report-field';
import { UNCATEGORISED_LEDGER_SEARCH } from './report-links';

/** The tax years offered: this year and the three before. */
export const taxYears = (thisYear: number): number[] => [0, 1, 2, 3].map((n) => thisYear - n);

const totalsText = (totals: TForm5472Summary['lines'][number]['totals']) =>
  totals.length === 0
    ? money(0, 'USD')
    : totals.map((t) => money(t.amount, t.currency)).join(' · ');

const Summary = ({ summary }: { summary: TForm5472Summary }) => (
  <div className="space-y-4">
    <div className="text-sm">
      <h3 className="font-semibold text-slate-700">
        {summary.owners.length > 1 ? 'Owners' : 'Owner'}
      </h3>
      {summary.owners.length === 0 ? (
        <p className="text-slate-600">No owner is on record for {summary.company.name}.</p>
      ) : (
        <ul className="mt-1 text-slate-900">
          {summary.owners.map((o, i) => (
            <li key={`${o.name}-${i}`}>
              {o.name}
              {o.country ? <span className="text-slate-500"> ({o.country})</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
    <table className="w-full text-sm">
      <caption className="sr-only">Form 5472 lines for {summary.year}</caption>
      <thead className="text-left text-xs uppercase text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-3">
            Line
          </th>
          <th scope="col" className="py-1 pr-3 text-right">
            Transactions
          </th>
          <th scope="col" className="py-1 text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {summary.lines.map((line) => (
          <tr key={line.kind}>
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              {line.label}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{line.count}</td>
            <td className="py-2 text-right tabular-nums">{totalsText(line.totals)}</td>
          </tr>
        ))}
      </tbody>
    </table>
    {summary.uncategorisedInYear > 0 ? (
      <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        {summary.uncategorisedInYear === 1
          ? '1 transaction this year is not categorised yet — it may belong here.'
          : `${summary.uncategorisedInYear} transactions this year are not categorised yet — they may belong here.`}{' '}
        <Link
          to={{ search: UNCATEGORISED_LEDGER_SEARCH }}
          className="font-semibold underline underline-offset-2"
        >
          Categorise them
        </Link>
      </p>
    ) : null}
    {summary.transactions.length > 0 ? (
      <details className="rounded-xl border border-slate-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-700">
          Reportable transactions ({summary.transactions.length})
        </summary>
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <thead className="text-left text-xs uppercase text-slate-500">
              <tr>
                <th scope="col" className="px-3 py-1">
                  Date
                </th>
                <th scope="col" className="px-3 py-1">
                  Description
                </th>
                <th scope="col" className="px-3 py-1">
                  Category
                </th>
                <th scope="col" className="px-3 py-1 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {summary.transactions.map((t) => (
                <tr key={t.id}>
                  <td className="whitespace-nowrap px-3 py-1.5">{formatDate(t.date)}</td>
                  <td className="px-3 py-1.5">{t.description}</td>
                  <td className="px-3 py-1.5">{t.categoryName}</td>
                  <td
                    className={
                      t.amount < 0
                        ? 'whitespace-nowrap px-3 py-1.5 text-right tabular-nums text-red-700'
                        : 'whitespace-nowrap px-3 py-1.5 text-right tabular-nums'
                    }
                  >
                    {money(t.amount, t.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    ) : (
      <p className="text-sm text-slate-600">
        No reportable transaction with the owner in {summary.year}.
      </p>
    )}
  </div>
);

/**
 * Form 5472 summary for a tax year: the owner(s), the Part IV/V lines and the transactions
 * behind them, for the preparer as PDF or CSV.
 */
export const Form5472Card = ({
  year,
  thisYear,
  onYear,
}: {
  year: number;
  thisYear: number;
  onYear: (year: number) => void;
}) => {
  const summary = useForm5472(year);
  return (
    <section
      aria-labelledby="form-5472-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="form-5472-heading" className="text-lg font-semibold text-slate-900">
            Form 5472 summary
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Foreign-owned single-member LLCs file Form 5472 with a pro forma Form 1120 each year:
            these are the transactions between the LLC and its owner.
          </p>
        </div>
        <Field label="Tax year">
          <select className={FIELD} value={year} onChange={(e) => onYear(Number(e.target.value))}>
            {taxYears(thisYear).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {summary.isError && !summary.data ? (
        <LoadFailed
          what="The Form 5472 summary could not be loaded."
          retry={() => void summary.refetch()}
        />
      ) : !summary.data ? (
        <LoadingBlocks label="Loading the Form 5472 summary…" heights={['h-10', 'h-32']} />
      ) : (
        <Summary summary={summary.data} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="neutral"
          onClick={() => void downloadReport(form5472Path(year, '.pdf'), `form-5472-${year}.pdf`)}
        >
          <FileText size={16} aria-hidden="true" />
          Download for your preparer (PDF)
        </Button>
        <Button
          size="sm"
          variant="neutral"
          onClick={() => void downloadReport(form5472Path(year, '.csv'), `form-5472-${year}.csv`)}
        >
          <FileSpreadsheet size={16} aria-hidden="true" />
          Download for your preparer (CSV)
        </Button>
      </div>
    </section>
  );
};
