import type { TVaultDocument } from '@charterline/shared/schemas/documents';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchDocumentFile } from '../api/download-document';

type TPreview = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

/**
 * The document shown in the page: the file needs the bearer token, so it is fetched as a
 * blob and shown from an object URL (a PDF in a frame, an image as an image).
 */
export const PreviewDialog = ({ doc, onClose }: { doc: TVaultDocument; onClose: () => void }) => {
  const [preview, setPreview] = useState<TPreview>({ state: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchDocumentFile(doc.id, true)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setPreview({ state: 'ready', url });
      })
      .catch(() => live && setPreview({ state: 'failed' }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [doc.id]);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={doc.title}
      description={doc.fileName}
      className="max-w-4xl"
    >
      {preview.state === 'loading' ? (
        <div role="status">
          <span className="sr-only">Loading the preview…</span>
          <Skeleton className="h-[60vh] w-full" />
        </div>
      ) : preview.state === 'failed' ? (
        <p role="alert" className="text-sm text-red-600">
          The preview could not be loaded. Please try again or download the document.
        </p>
      ) : doc.contentType === 'application/pdf' ? (
        <iframe
          title={`Preview of ${doc.title}`}
          src={preview.url}
          className="h-[70vh] w-full rounded-lg"
        />
      ) : (
        <img src={preview.url} alt={doc.title} className="mx-auto max-h-[70vh] rounded-lg" />
      )}
    </Dialog>
  );
};
