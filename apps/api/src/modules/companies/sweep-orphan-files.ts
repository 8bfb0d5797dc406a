import type { TDatabase } from '../../db/client';
import { deleteChunkKeys, findOrphanChunkKeys } from './company-files.repository';

/** Keys removed per statement; the sweep goes on until none is left (or `maxBatches`). */
const BATCH = 100;

/**
 * The `files.sweep` job (issue 33 item 5, decision 0175): bytes in the database store
 * (file_chunks) under a company that no longer exists are removed, a batch of keys per short
 * statement. Keys of a live company are never touched here (an upload may be on its way).
 * The S3 store cannot be listed through TFileStorage: its keys go with their company only.
 */
export const sweepOrphanFiles = async (db: TDatabase, maxBatches = 50): Promise<number> => {
  let removed = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const keys = await findOrphanChunkKeys(db, BATCH);
    await deleteChunkKeys(db, keys);
    removed += keys.length;
    if (keys.length < BATCH) break;
  }
  return removed;
};
