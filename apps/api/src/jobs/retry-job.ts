import type { TOpsJob } from '@charterline/shared/schemas/jobs';
import type { TDatabase } from '../db/client';
import { AppError } from '../lib/app-error';
import { findJob, requeueFailedJob } from './jobs.repository';
import { toOpsJob } from './read-jobs-overview';

/** Staff run a failed job again (`npm run ops -- jobs retry <id>`): due now, attempts anew. */
export const retryJob = async (db: TDatabase, id: string, now: Date): Promise<TOpsJob> => {
  const row = await requeueFailedJob(db, id, now);
  if (row) return toOpsJob(row);
  const existing = await findJob(db, id);
  if (!existing) throw new AppError('NOT_FOUND', { message: 'No job has this id.' });
  throw new AppError('JOB_NOT_RETRYABLE', {
    message: `This job is ${existing.state}; only a failed job can be retried.`,
  });
};
