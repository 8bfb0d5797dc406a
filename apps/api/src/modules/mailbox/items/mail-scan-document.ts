import type { TDbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { TFileStorage } from '../../../lib/storage/types';
import { insertDocument } from '../../documents';
import type { TStoredUpload } from '../../documents';

/** The one file of a multipart field (null when absent; two of them are refused). */
export const oneFile = (
  files: TStoredUpload[],
  field: string,
  message: string,
): TStoredUpload | null => {
  const mine = files.filter((f) => f.field === field);
  if (mine.length > 1) throw new AppError('VALIDATION_ERROR', { message, field });
  return mine[0] ?? null;
};

/**
 * A letter's scan joins the company's vault: category `mail`, source `staff`, kind
 * MAIL_SCAN, title "Letter from <sender>". Only a PDF.
 */
export const insertMailScan = async (
  tx: TDbExecutor,
  storage: TFileStorage,
  input: { companyId: string; actor: string; sender: string; file: TStoredUpload },
): Promise<string> => {
  if (input.file.contentType !== 'application/pdf') {
    throw new AppError('VALIDATION_ERROR', { message: 'The scan must be a PDF.', field: 'scan' });
  }
  const row = await insertDocument(tx, {
    companyId: input.companyId,
    kind: 'MAIL_SCAN',
    title: `Letter from ${input.sender}`,
    fileName: input.file.fileName,
    contentType: input.file.contentType,
    size: input.file.size,
    storage: storage.backend,
    storageKey: input.file.key,
    sha256: input.file.sha256,
    createdBy: input.actor,
    category: 'mail',
    source: 'staff',
  });
  return row.id;
};
