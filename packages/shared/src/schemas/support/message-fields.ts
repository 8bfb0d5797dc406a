import { z } from 'zod';
import { SUPPORT_ATTACHMENTS_MAX, SUPPORT_BODY_MAX } from './ticket-enums';

/** The fields the customer's and staff's forms share (not exported by schemas/support.ts). */
export const companyId = z.uuid().optional();

export const body = z
  .string()
  .trim()
  .min(1, 'Write your message')
  .max(SUPPORT_BODY_MAX, `Keep it under ${SUPPORT_BODY_MAX.toLocaleString('en-US')} characters`);
export const attachmentIds = z
  .array(z.uuid())
  .max(SUPPORT_ATTACHMENTS_MAX, `Attach at most ${SUPPORT_ATTACHMENTS_MAX} files`)
  .default([]);
