import { z } from 'zod';
import { successEnvelope } from './envelope';

/** `GET /api/health`: liveness. 200 while the process serves; `db` is information only. */
export const ZHealth = z.object({
  db: z.enum(['ok', 'unavailable']),
  version: z.string(),
  /** The Node.js version serving (`process.versions.node`, e.g. `24.21.0`; issue 34). */
  node: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;

export const ZHealthResponse = successEnvelope(ZHealth);

/**
 * `GET /api/ready`: whether a load balancer should send this instance traffic. 200 with
 * this body when every dependency answers; otherwise 503 with the failure envelope, one
 * SERVICE_UNAVAILABLE entry per dependency down (`field`: `db` or `redis`).
 */
export const ZReadiness = z.object({
  db: z.literal('ok'),
  /** `none` when REDIS_URL is unset (one instance; nothing to share). */
  redis: z.enum(['ok', 'none']),
  version: z.string(),
});
export type TReadiness = z.infer<typeof ZReadiness>;

export const ZReadinessResponse = successEnvelope(ZReadiness);
