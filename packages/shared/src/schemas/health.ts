import { z } from 'zod';
import { successEnvelope } from './envelope';

export const ZHealth = z.object({
  db: z.enum(['ok', 'unavailable']),
  version: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;

export const ZHealthResponse = successEnvelope(ZHealth);
