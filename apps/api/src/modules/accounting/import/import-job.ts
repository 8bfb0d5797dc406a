import { z } from 'zod';
import type { TJobContext } from '../../../jobs/job-types';
import type { TFileStorage } from '../../../lib/storage/types';
import { runImportJob } from './run-import-job';

const ZPayload = z.object({ importId: z.uuid() });
/** Matches commitImport's maxAttempts: the last run fails the import instead of leaving it running. */
const MAX_ATTEMPTS = 3;

/** The `accounting.import` handler of the job registry. */
export const runImportJobFromQueue = (storage: TFileStorage, context: TJobContext) =>
  runImportJob(
    { db: context.db, storage, log: context.log },
    {
      importId: ZPayload.parse(context.payload).importId,
      now: context.now,
      lastAttempt: context.attempt >= MAX_ATTEMPTS,
    },
  );
