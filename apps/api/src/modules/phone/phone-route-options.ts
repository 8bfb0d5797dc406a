import { z } from 'zod';

/** Every customer phone route starts with this (the summary is exactly this path). */
export const PHONE_BASE = '/client/company/v7/phone';
export const PHONE_COMMON = { tags: ['phone'], security: [{ bearer: [] }] };
export const ZPhoneCallParams = z.object({ id: z.uuid() });
