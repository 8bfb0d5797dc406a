import { z } from 'zod';
import { attachmentIds, body } from './message-fields';
import {
  SUPPORT_ABOUT_KINDS,
  SUPPORT_CATEGORIES,
  SUPPORT_CUSTOMER_PRIORITIES,
  SUPPORT_RATING_COMMENT_MAX,
  SUPPORT_SUBJECT_MAX,
} from './ticket-enums';

/** POST …/support/tickets. Attachments are uploaded first (…/support/attachments). */
export const ZSupportTicketCreate = z.object({
  subject: z
    .string()
    .trim()
    .min(3, 'Enter a subject')
    .max(SUPPORT_SUBJECT_MAX, `Keep the subject under ${SUPPORT_SUBJECT_MAX} characters`),
  category: z.enum(SUPPORT_CATEGORIES),
  priority: z.enum(SUPPORT_CUSTOMER_PRIORITIES).default('normal'),
  body,
  about: z
    .object({ kind: z.enum(SUPPORT_ABOUT_KINDS), id: z.string().trim().min(1).max(100) })
    .optional(),
  attachmentIds,
});
export type TSupportTicketCreate = z.input<typeof ZSupportTicketCreate>;

/** POST …/support/tickets/{id}/messages. */
export const ZSupportReply = z.object({ body, attachmentIds });
export type TSupportReply = z.input<typeof ZSupportReply>;

/** POST …/support/tickets/{id}/rating: after it is resolved. */
export const ZSupportRating = z.object({
  score: z.number().int().min(1).max(5),
  comment: z.string().trim().max(SUPPORT_RATING_COMMENT_MAX).optional(),
});
export type TSupportRating = z.infer<typeof ZSupportRating>;
