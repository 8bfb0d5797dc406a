import { DELETED_KEEP_DAYS } from '@charterline/shared/schemas/documents';
import type { TDatabase } from '../../db/client';
import type { TFileStorage } from '../../lib/storage/types';
import { deleteDocumentRow, listDeletedBefore } from './documents.repository';

/**
 * The daily `documents.purge` job: uploads deleted more than 30 days ago lose their bytes,
 * then their row. Bytes first, so a crash in between leaves a row the next run purges again
 * (removing missing bytes is harmless) rather than bytes nobody points to.
 */
export const purgeDeletedDocuments = async (
  deps: { db: TDatabase; storage: TFileStorage },
  now: Date,
): Promise<number> => {
  const cutoff = new Date(now.getTime() - DELETED_KEEP_DAYS * 86_400_000);
  const rows = await listDeletedBefore(deps.db, cutoff);
  for (const row of rows) {
    if (row.storageKey && row.storage === deps.storage.backend) {
      await deps.storage.remove(row.storageKey);
    }
    await deleteDocumentRow(deps.db, row.id);
  }
  return rows.length;
};
