import type { TStorageUsage } from '@charterline/shared/schemas/documents';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bytesInWords } from '../../lib/storage/metered';
import { storedBytesOf } from './vault-usage.repository';

/** What a company keeps in stored files against its quota (the Documents tab's bar). */
export const storageUsageOf = async (
  db: TDbExecutor,
  companyId: string,
  quotaBytes: number,
): Promise<TStorageUsage> => ({ usedBytes: await storedBytesOf(db, companyId), quotaBytes });

/**
 * Refuses an upload that would take the company past its quota (STORAGE_QUOTA_EXCEEDED,
 * 413), before any of its bytes are stored. Two uploads at the same moment may each pass:
 * the per-user rate limit and the per-request bound keep that slack small (decision 0173).
 */
export const assertStorageRoom = async (
  db: TDbExecutor,
  input: { companyId: string; incomingBytes: number; quotaBytes: number },
): Promise<void> => {
  if (input.incomingBytes === 0) return;
  const used = await storedBytesOf(db, input.companyId);
  if (used + input.incomingBytes <= input.quotaBytes) return;
  const left = Math.max(0, input.quotaBytes - used);
  throw new AppError('STORAGE_QUOTA_EXCEEDED', {
    message: `Your company has ${bytesInWords(left)} of storage left of ${bytesInWords(input.quotaBytes)}; this upload needs ${bytesInWords(input.incomingBytes)}. Delete files you no longer need.`,
    field: 'file',
  });
};
