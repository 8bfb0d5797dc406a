import { z } from 'zod';

/** Every customer phone route starts with this (the summary is exactly this path). */
export const PHONE_BASE = '/client/company/v7/phone';
export const PHONE_COMMON = { tags: ['phone'], security: [{ bearer: [] }] };
/** Any id: the company is checked first (another's is 404), then an unknown call is 404. */
export const ZPhoneCallParams = z.object({ id: z.string().min(1).max(64) });
