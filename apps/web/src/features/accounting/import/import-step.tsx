import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TImport, TImportProblem } from '@charterline/shared/schemas/accounting';
import { useBooksRefreshWhenDone } from '../api/imports';
import { importPathFor } from './import-url';
import { UndoImportButton } from './undo-import';

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

const PRIMARY =
  'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const SECONDARY =
  'inline-flex h-11 items-center justify-center rounded-lg px-5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const transactionsPathFor = (accountId: string) =>
  `/dashboard/accounting?tab=transactions&account=${encodeURIComponent(accountId)}`;

/** The job's progress: a real bar when the total is known, rows counted either way. */
export const ImportProgress = ({ progress }: { progress: TImport['progress'] }) => {
  const { processedRows, totalRows } = progress;
  const label =
    totalRows === null
      ? `Importing… ${count(processedRows)} rows`
      : `Importing… ${count(processedRows)} of ${count(totalRows)} rows`;
  const percent = totalRows ? Math.min(100, Math.round((processedRows / totalRows) * 100)) : 0;
  return (
    <div className="space-y-2">
      <p
        id="import-progress-label"
        className="text-sm font-medium text-slate-800"
        aria-live="polite"
      >
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={totalRows ?? undefined}
        aria-valuenow={totalRows === null ? undefined : processedRows}
        aria-valuetext={label}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full bg-brand-700 transition-[width] ${totalRows === null ? 'w-1/3 animate-pulse' : ''}`}
          style={totalRows === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
};

/** A reason as the report says it after "Line 14:" (older imports stored the line in it too). */
const reasonOf = (p: TImportProblem): string => p.reason.replace(/^Line \d+: /, '');

/** What the import did, line by line, with the rows it skipped and those it could not read. */
const ImportReport = ({ item }: { item: TImport }) => {
  const r = item.report;
  if (!r) return null;
  const skippedRows = r.problems.filter((p) => p.skipped);
  const unreadable = r.problems.filter((p) => !p.skipped);
  return (
    <section
      aria-labelledby="import-report"
      className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h3
        id="import-report"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <CheckCircle2 size={20} className="text-emerald-600" aria-hidden="true" />
        Imported {plural(r.added, 'transaction')}
      </h3>
      <ul className="space-y-1 text-sm text-slate-700">
        {r.duplicates > 0 ? <li>Skipped {count(r.duplicates)} already in your books</li> : null}
        {r.categorisedByRules > 0 ? (
          <li>{count(r.categorisedByRules)} categorised by your rules</li>
        ) : null}
        {r.skipped > 0 ? (
          <li>
            {r.skipped === 1
              ? 'Skipped 1 row with nothing to book yet'
              : `Skipped ${count(r.skipped)} rows with nothing to book yet`}
            <ul className="mt-1 ml-4 list-disc text-slate-600">
              {skippedRows.map((p) => (
                <li key={p.line}>
                  Line {p.line}: {reasonOf(p)}
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        {r.invalid > 0 ? (
          <li>
            {r.invalid === 1
              ? '1 row could not be read'
              : `${count(r.invalid)} rows could not be read`}
            <ul className="mt-1 ml-4 list-disc text-red-700">
              {unreadable.map((p) => (
                <li key={p.line}>
                  Line {p.line}: {reasonOf(p)}
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </section>
  );
};

/** Step 4: the job's progress (polled), then its report; a failure says why and starts again. */
export const ImportStep = ({ item }: { item: TImport }) => {
  useBooksRefreshWhenDone(item);
  if (item.status === 'queued' || item.status === 'running')
    return <ImportProgress progress={item.progress} />;
  if (item.status === 'failed')
    return (
      <div role="alert" className="space-y-3 rounded-2xl bg-red-50 p-5 text-red-900">
        <p className="flex items-center gap-2 font-semibold">
          <AlertTriangle size={18} aria-hidden="true" /> The import failed
        </p>
        <p className="text-sm">{item.error ?? 'Something went wrong while importing.'}</p>
        <Link to={importPathFor({ account: item.accountId })} className={PRIMARY}>
          Try again
        </Link>
      </div>
    );
  const goToTransactions = (
    <Link to={transactionsPathFor(item.accountId)} className={PRIMARY}>
      Go to transactions
    </Link>
  );
  if (item.status === 'undone')
    return (
      <div className="space-y-4">
        <p className="rounded-2xl bg-slate-50 p-5 text-slate-800 ring-1 ring-slate-200">
          This import was undone: {plural(item.report?.removed ?? 0, 'transaction')} left your
          books.
        </p>
        {goToTransactions}
      </div>
    );
  return (
    <div className="space-y-4">
      <ImportReport item={item} />
      <div className="flex flex-col gap-2 sm:flex-row">
        {goToTransactions}
        {item.status === 'done' ? <UndoImportButton item={item} label="Undo this import" /> : null}
      </div>
      <Link to={importPathFor({ account: item.accountId })} className={SECONDARY}>
        Import another statement
      </Link>
    </div>
  );
};
