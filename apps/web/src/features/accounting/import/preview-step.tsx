import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type {
  TCsvMappingInput,
  TImport,
  TImportPreview,
} from '@charterline/shared/schemas/accounting';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import { Button } from '@/components/ui/button';
import { friendlyMessage } from '@charterline/shared/error-display';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { ApiError } from '@/lib/api-client';
import { useMediaQuery } from '@/lib/use-media-query';
import { previewQueryOptions, useCommitImport } from '../api/imports';
import { formatDay } from '@charterline/shared/format';
import { formatPeriod } from '../components/books-date';
import { SignedMoney } from '../components/signed-money';

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

type TRow = TImportPreview['rows'][number];

/**
 * What happens to a row: booked, skipped as already there, skipped on purpose ($0.00, not
 * settled at the bank: a neutral word), or unreadable (and why, in red).
 */
const RowNote = ({ row }: { row: TRow }) =>
  row.error ? (
    <span className="text-red-700">{row.error}</span>
  ) : row.skipped ? (
    <span className="text-slate-600">Skipped · {row.skipped}</span>
  ) : row.duplicate ? (
    <span className="text-slate-500">Already imported</span>
  ) : null;

const rowTone = (row: TRow) =>
  row.error ? 'bg-red-50' : row.duplicate || row.skipped ? 'text-slate-500' : '';

const PreviewRows = ({ rows, currency }: { rows: TRow[]; currency: string }) => {
  const wide = useMediaQuery('(min-width: 640px)');
  const amount = (row: TRow) =>
    row.amount === null ? (
      '—'
    ) : (
      <SignedMoney
        minor={row.amount}
        currency={currency}
        className={row.duplicate ? 'text-slate-500' : undefined}
      />
    );
  if (!wide)
    return (
      <ul aria-label="The first rows" className="space-y-2">
        {rows.map((row) => (
          <li
            key={row.line}
            className={clsx('rounded-xl p-3 text-sm ring-1 ring-slate-200', rowTone(row))}
          >
            <p className="font-medium">{row.description || '—'}</p>
            <p className="flex justify-between">
              <span>{row.date ? formatDay(row.date) : '—'}</span>
              {amount(row)}
            </p>
            <RowNote row={row} />
          </li>
        ))}
      </ul>
    );
  return (
    <table aria-label="The first rows" className="w-full text-left text-sm">
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Line
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Date
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Description
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-semibold">
            Amount
          </th>
          <th scope="col" className="py-1 font-semibold">
            <span className="sr-only">Note</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.line} className={rowTone(row)}>
            <td className="py-1.5 pr-3 text-slate-500">{row.line}</td>
            <td className="py-1.5 pr-3 whitespace-nowrap">
              {row.date ? formatDay(row.date) : '—'}
            </td>
            <td className="py-1.5 pr-3">{row.description || '—'}</td>
            <td className="py-1.5 pr-3 text-right">{amount(row)}</td>
            <td className="py-1.5">
              <RowNote row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/**
 * Step 3: what the import will do with this mapping (new, already in the books, unreadable),
 * the period and the money, the first rows; then Import (queued for the job).
 */
export const PreviewStep = ({
  item,
  mapping,
  remember,
  currency,
  onBack,
  onCommitted,
}: {
  item: TImport;
  mapping: TCsvMappingInput | null;
  remember: boolean;
  currency: string;
  onBack: (() => void) | null;
  onCommitted: () => void;
}) => {
  const preview = useQuery(previewQueryOptions(item.id, mapping));
  const commit = useCommitImport(item.id);
  if (preview.isPending)
    return <LoadingBlocks label="Reading your statement" heights={['h-16', 'h-64']} />;
  if (preview.isError)
    return (
      <div className="space-y-3">
        <LoadFailed
          what={
            preview.error instanceof ApiError
              ? friendlyMessage(preview.error.message)
              : 'The preview could not be loaded.'
          }
          retry={() => void preview.refetch()}
        />
        {onBack ? (
          <Button appearance="outlined" variant="neutral" onClick={onBack}>
            Back to the columns
          </Button>
        ) : null}
      </div>
    );
  const p = preview.data;
  return (
    <div className="space-y-5">
      <section
        aria-labelledby="preview-counts"
        className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      >
        <h3 id="preview-counts" className="text-lg font-semibold text-slate-900">
          {count(p.newRows)} new · {count(p.duplicateRows)} already in your books ·{' '}
          {p.skippedRows > 0 ? `${count(p.skippedRows)} skipped · ` : ''}
          {count(p.invalidRows)} unreadable
        </h3>
        {item.mappingRemembered && item.format === 'csv' ? (
          <p className="mt-1 text-sm text-slate-600">
            Read with the columns you remembered for this account.
          </p>
        ) : null}
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {p.firstDate && p.lastDate ? (
            <div className="flex gap-1">
              <dt className="text-slate-500">Period</dt>
              <dd className="font-medium text-slate-900">
                {formatPeriod(p.firstDate, p.lastDate)}
              </dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt className="text-slate-500">Money in</dt>
            <dd className="font-medium text-emerald-700">
              {formatMinor(Math.abs(p.in), currency)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-500">Money out</dt>
            <dd className="font-medium text-slate-900">{formatMinor(Math.abs(p.out), currency)}</dd>
          </div>
        </dl>
      </section>
      <section
        aria-label="The first rows of the statement"
        className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      >
        <PreviewRows rows={p.rows.slice(0, 20)} currency={currency} />
      </section>
      {commit.error ? (
        <p role="alert" className="text-sm text-red-600">
          {commit.error instanceof ApiError
            ? friendlyMessage(commit.error.message)
            : 'Please try again.'}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {onBack ? (
          <Button appearance="outlined" variant="neutral" onClick={onBack}>
            Back to the columns
          </Button>
        ) : (
          <span />
        )}
        {p.newRows > 0 ? (
          <Button
            loading={commit.isPending}
            onClick={() =>
              commit.mutate({ mapping, rememberMapping: remember }, { onSuccess: onCommitted })
            }
          >
            Import {plural(p.newRows, 'transaction')}
          </Button>
        ) : (
          <Button disabled>Nothing new to import — this statement is already in your books</Button>
        )}
      </div>
    </div>
  );
};
