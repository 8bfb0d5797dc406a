import { uploadDocument } from '@/features/documents/api/upload-documents';
import { saveDocument } from '@/features/documents/api/download-document';

/**
 * A receipt goes to the documents vault first (category "other", tagged "receipt": the vault
 * has no receipts category), then is linked to the transaction by its document id.
 */
export const uploadReceipt = async (file: File): Promise<string> => {
  const [doc] = await uploadDocument(file, { category: 'other', tags: 'receipt' }, () => undefined);
  if (!doc) throw new Error('The receipt could not be uploaded.');
  return doc.id;
};

/** Downloads a receipt through the vault (the file name is the vault's own on open). */
export const downloadReceipt = (documentId: string): Promise<void> =>
  saveDocument({ id: documentId, fileName: `receipt-${documentId.slice(0, 8)}` });
