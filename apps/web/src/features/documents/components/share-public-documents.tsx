import { useState } from 'react';
import { formatFileSize } from '@charterline/shared/format';
import type { TPublicShare } from '@charterline/shared/schemas/documents';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { sharedDocumentUrl } from '../api/get-public-share';

type TSharedDocument = TPublicShare['documents'][number];

/** PDFs in a frame, images as an image: both through the API's inline answer. */
const Preview = ({ token, doc }: { token: string; doc: TSharedDocument }) => {
  const src = sharedDocumentUrl(token, doc.id, true);
  return doc.contentType === 'application/pdf' ? (
    <iframe title={doc.title} src={src} className="h-[70vh] w-full rounded-lg border" />
  ) : (
    <img src={src} alt={doc.title} className="max-h-[70vh] w-full object-contain" />
  );
};

/** The documents of a share link, each with Preview (when the browser can show it) and Download. */
export const SharePublicDocuments = ({
  token,
  documents,
}: {
  token: string;
  documents: TSharedDocument[];
}) => {
  const [previewing, setPreviewing] = useState<TSharedDocument | null>(null);
  if (documents.length === 0) {
    return <p className="text-sm text-slate-600">These documents are no longer available.</p>;
  }
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Shared documents">
        {documents.map((doc) => (
          <li key={doc.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">{doc.title}</p>
              <p className="text-xs text-slate-500">
                {doc.fileName} · {formatFileSize(doc.size)}
              </p>
            </div>
            <div className="flex gap-2">
              {doc.previewable ? (
                <Button
                  size="sm"
                  appearance="outlined"
                  aria-label={`Preview ${doc.title}`}
                  onClick={() => setPreviewing(doc)}
                >
                  Preview
                </Button>
              ) : null}
              <a
                href={sharedDocumentUrl(token, doc.id)}
                download={doc.fileName}
                aria-label={`Download ${doc.title}`}
                rel="noreferrer"
                className="inline-flex h-9 items-center rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
              >
                Download
              </a>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={previewing !== null}
        onOpenChange={(open) => (open ? undefined : setPreviewing(null))}
        title={previewing?.title ?? 'Preview'}
        className="max-w-4xl"
      >
        {previewing ? <Preview token={token} doc={previewing} /> : null}
      </Dialog>
    </>
  );
};
