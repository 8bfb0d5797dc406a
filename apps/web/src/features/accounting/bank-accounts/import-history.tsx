import { Link } from 'react-router';
import { formatDay } from '@charterline/shared/format';
import type { TImport, TImportStatus } from '@charterline/shared/schemas/accounting';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { toast } from '@/lib/toast';
import { useDeleteImport, useImports } from '../api/imports';
import { importPathFor } from '../import/import-url';
import { UndoImportButton } from '../import/undo-import';

/** An upload left at its preview this long is abandoned: said so, with Delete (decision 0184). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
export const isAbandoned = (item: TImport, now = Date.now()): boolean =>
  item.status === 'uploaded' && now - new Date(item.createdAt).getTime() > ABANDONED_AFTER_MS;

export const IMPORT_STATUS_LABELS: Record<TImportStatus, string> = {
  uploaded: 'Not imported yet',
  queued: 'Waiting to import',
  running: 'Importing',
  done: 'Imported',
  failed: 'Failed',
  undone: 'Undone',
};

const STATUS_TONES: Record<TImportStatus, string> = {
  uploaded: 'bg-slate-100 text-slate-700',
  queued: 'bg-amber-50 text-amber-800',
  running: 'bg-amber-50 text-amber-800',
  done: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
  undone: 'bg-slate-100 text-slate-600',
};

const countsOf = (item: TImport): string | null => {
  const r = item.report;
  if (!r) return null;
  const skipped = r.skipped > 0 ? ` · ${r.skipped} skipped` : '';
  return `${r.added} added · ${r.duplicates} duplicates${skipped} · ${r.invalid} unreadable`;
};

/** An upload not imported: Continue while it is fresh, Delete always (and its file goes). */
const UploadActions = ({ item }: { item: TImport }) => {
  const remove = useDeleteImport();
  return (
    <>
      {item.status === 'uploaded' && !isAbandoned(item) ? (
        <Link
          to={importPathFor({
            account: item.accountId,
            import: item.id,
            step: item.format === 'csv' ? 'columns' : 'preview',
          })}
          className="text-sm font-semibold text-brand-700 hover:underline"
          aria-label={`Continue the import of ${item.fileName}`}
        >
          Continue
        </Link>
      ) : null}
      <Button
        size="sm"
        appearance="outlined"
        variant="neutral"
        aria-label={`Delete ${item.fileName}`}
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(item.id, { onSuccess: () => toast.success(`${item.fileName} deleted`) })
        }
      >
        Delete
      </Button>
    </>
  );
};

/** The statements imported into one account, newest first, each with Undo while it counts. */
export const ImportHistory = ({
  accountId,
  accountName,
}: {
  accountId: string;
  accountName: string;
}) => {
  const imports = useImports(accountId);
  if (imports.isPending) return <LoadingBlocks label="Loading the imports" heights={['h-10']} />;
  if (imports.isError)
    return (
      <LoadFailed what="The imports could not be loaded." retry={() => void imports.refetch()} />
    );
  if (imports.data.length === 0)
    return <p className="text-sm text-slate-500">No statement imported yet.</p>;
  return (
    <ul
      aria-label={`Statements imported into ${accountName}`}
      className="divide-y divide-slate-100"
    >
      {imports.data.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm">
          <span className="min-w-0 flex-1 basis-48 truncate font-medium text-slate-900">
            {item.fileName}
          </span>
          <span className="text-slate-600">{formatDay(item.createdAt)}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[item.status]}`}
          >
            {isAbandoned(item) ? 'Abandoned: never imported' : IMPORT_STATUS_LABELS[item.status]}
          </span>
          {countsOf(item) ? <span className="text-slate-600">{countsOf(item)}</span> : null}
          {item.status === 'done' ? (
            <UndoImportButton item={item} ariaLabel={`Undo import of ${item.fileName}`} />
          ) : null}
          {item.status === 'uploaded' || item.status === 'failed' ? (
            <UploadActions item={item} />
          ) : null}
        </li>
      ))}
    </ul>
  );
};
