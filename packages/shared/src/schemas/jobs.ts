import { z } from 'zod';

/**
 * A durable job's life (issue 18 §4): PENDING until due, RUNNING while a worker holds its
 * lease, DONE, or FAILED after its last attempt (staff retry it with `npm run ops`).
 */
export const JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type TJobState = (typeof JOB_STATES)[number];

/** One job as staff see it. */
export const ZOpsJob = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  key: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type TOpsJob = z.infer<typeof ZOpsJob>;

/** How many jobs of one name are in each state, and when the next pending one is due. */
export const ZJobCounts = z.object({
  name: z.string(),
  pending: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  nextRunAt: z.string().nullable(),
});
export type TJobCounts = z.infer<typeof ZJobCounts>;

/** `GET /api/ops/v1/jobs`: counts by name and state, the latest failures, the next due. */
export const ZJobsOverview = z.object({
  now: z.string(),
  names: z.array(ZJobCounts),
  latestFailed: z.array(ZOpsJob),
  nextDue: ZOpsJob.nullable(),
});
export type TJobsOverview = z.infer<typeof ZJobsOverview>;

export const ZJobIdParams = z.object({ id: z.uuid() });
