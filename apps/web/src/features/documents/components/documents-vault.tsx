import { DELETED_KEEP_DAYS, type TVaultDocument } from '@charterline/shared/schemas/documents';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useDocumentRemoval } from '../api/delete-document';
import { useDocuments } from '../api/get-documents';
import { useUploads } from '../hooks/use-uploads';
import { useVaultQuery } from '../hooks/use-vault-query';
import { DeleteDocumentDialog } from './delete-document-dialog';
import type { TDocumentDialog } from './document-actions';
import { DocumentList } from './document-list';
import { EditDocumentDialog } from './edit-document-dialog';
import { PreviewDialog } from './preview-dialog';
import { StorageUsage } from './storage-usage';
import { UploadList } from './upload-list';
import { UploadPanel } from './upload-panel';
import { VaultToolbar } from './vault-toolbar';
import { VersionsDialog } from './versions-dialog';

export const DELETED_TOAST = `Deleted — you can restore it for ${DELETED_KEEP_DAYS} days`;

const ListSkeleton = () => (
  <div role="status" className="space-y-3">
    <span className="sr-only">Loading documents…</span>
    <Skeleton className="h-14" />
    <Skeleton className="h-14" />
    <Skeleton className="h-14" />
  </div>
);

/** The documents vault tab of LLC Management (issue 20). */
export const DocumentsVault = () => {
  const { query, setQuery } = useVaultQuery();
  const documents = useDocuments(query);
  const uploads = useUploads();
  const { remove, restore } = useDocumentRemoval();
  const [open, setOpen] = useState<{ doc: TVaultDocument; dialog: TDocumentDialog } | null>(null);
  const close = () => setOpen(null);
  const onRestore = (doc: TVaultDocument) =>
    restore.mutate(doc.id, {
      onSuccess: () => toast.success(`${doc.title} restored`, { subject: `document:${doc.id}` }),
    });
  const onDelete = (doc: TVaultDocument) =>
    remove.mutate(doc.id, {
      onSuccess: () => {
        close();
        toast.success(DELETED_TOAST, {
          subject: `document:${doc.id}`,
          action: { label: 'Undo', onClick: () => onRestore(doc) },
        });
      },
    });
  const filtered = Boolean(query.q || query.category);
  return (
    <div className="space-y-4">
      <VaultToolbar query={query} onChange={setQuery} />
      {query.deleted ? (
        <p className="text-sm text-slate-600">
          Deleted uploads can be restored for {DELETED_KEEP_DAYS} days, then they are purged.
        </p>
      ) : (
        <>
          <UploadPanel onFiles={uploads.start} />
          <StorageUsage />
        </>
      )}
      <UploadList items={uploads.items} onDismiss={uploads.dismiss} />
      {documents.isPending ? (
        <ListSkeleton />
      ) : documents.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-800">
          <p>The documents could not be loaded.</p>
          <Button
            size="sm"
            appearance="outlined"
            variant="danger"
            className="mt-2"
            onClick={() => void documents.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : documents.data.length === 0 ? (
        <EmptyState
          icon={<FolderOpen size={24} aria-hidden="true" />}
          title={
            query.deleted ? 'Nothing deleted' : filtered ? 'No documents match' : 'No documents yet'
          }
          text={
            query.deleted
              ? 'Uploads you delete wait here for 30 days, in case you change your mind.'
              : filtered
                ? 'Try another search or category.'
                : 'Your formation documents appear here, and anything you upload: drop a PDF, PNG or JPEG above.'
          }
        />
      ) : (
        <DocumentList
          documents={documents.data}
          onOpen={(doc, dialog) => setOpen({ doc, dialog })}
          onNewVersion={(doc, file) =>
            uploads.start([file], {
              category: doc.category,
              tags: doc.tags.join(','),
              versionOf: doc.id,
              title: doc.title,
            })
          }
          onRestore={onRestore}
        />
      )}
      {open?.dialog === 'preview' ? <PreviewDialog doc={open.doc} onClose={close} /> : null}
      {open?.dialog === 'versions' ? <VersionsDialog doc={open.doc} onClose={close} /> : null}
      {open?.dialog === 'edit' ? <EditDocumentDialog doc={open.doc} onClose={close} /> : null}
      {open?.dialog === 'delete' ? (
        <DeleteDocumentDialog
          doc={open.doc}
          pending={remove.isPending}
          onConfirm={() => onDelete(open.doc)}
          onClose={close}
        />
      ) : null}
    </div>
  );
};
