import type { TVaultDocument } from '@charterline/shared/schemas/documents';
import { apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/lib/toast';
import { DOCUMENTS_PATH } from './get-documents';

/** A document's file; `inline` asks for it to be shown (the preview) rather than saved. */
export const fetchDocumentFile = (id: string, inline = false): Promise<Blob> =>
  apiDownload(`${DOCUMENTS_PATH}/${encodeURIComponent(id)}/download${inline ? '?inline=1' : ''}`);

/** Saves one version of a document under its file name. */
export const saveDocument = async (doc: Pick<TVaultDocument, 'id' | 'fileName'>): Promise<void> => {
  const blob = await fetchDocumentFile(doc.id).catch(() => null);
  if (!blob) {
    toast.error('The document could not be downloaded. Please try again.');
    return;
  }
  saveBlob(blob, doc.fileName);
};
