import type { TCompanyDocument } from '@charterline/shared/schemas/company';
import { apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/lib/toast';

/** Saves a company document under its file name. */
export const downloadDocument = async (
  doc: Pick<TCompanyDocument, 'id' | 'fileName'>,
): Promise<void> => {
  const blob = await apiDownload(`/client/company/v7/documents/${doc.id}/download`).catch(
    () => null,
  );
  if (!blob) {
    toast.error('The document could not be downloaded. Please try again.');
    return;
  }
  saveBlob(blob, doc.fileName);
};
