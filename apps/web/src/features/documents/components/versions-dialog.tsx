import { formatDate, formatFileSize } from '@charterline/shared/format';
import type { TVaultDocument } from '@charterline/shared/schemas/documents';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { saveDocument } from '../api/download-document';
import { useDocumentVersions } from '../api/get-document-versions';
import { sourceLabel } from '../document-texts';

/** Every version of a document, newest first, each with its download. */
export const VersionsDialog = ({ doc, onClose }: { doc: TVaultDocument; onClose: () => void }) => {
  const versions = useDocumentVersions(doc.id);
  const sorted = [...(versions.data ?? [])].sort((a, b) => b.version - a.version);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Versions of ${doc.title}`}
    >
      {versions.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">Loading the versions…</span>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : versions.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-600">
          <p>The versions could not be loaded.</p>
          <Button size="sm" appearance="outlined" onClick={() => void versions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ol aria-label="Versions" className="divide-y divide-slate-100">
          {sorted.map((v) => (
            <li key={v.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">
                  Version {v.version}
                  {v.version === doc.version ? ' (latest)' : ''}
                </p>
                <p className="truncate text-slate-600">
                  {v.fileName} · {formatFileSize(v.size)} · {formatDate(v.createdAt)} ·{' '}
                  {sourceLabel(v.source)}
                </p>
              </div>
              <Button
                size="sm"
                appearance="outlined"
                variant="neutral"
                icon={<Download size={16} aria-hidden="true" />}
                onClick={() => void saveDocument(v)}
                aria-label={`Download version ${v.version}`}
              >
                Download
              </Button>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
};
