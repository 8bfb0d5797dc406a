import { z } from 'zod';
import { attachmentIds, body } from './message-fields';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES } from './ticket-enums';
import { ZSupportMessage, ZSupportTicketSummary } from './tickets';

/** Ops (staff): a ticket as staff see it, internal notes included. */
export const ZOpsSupportMessage = ZSupportMessage.extend({ internal: z.boolean() });
export const ZOpsSupportTicket = ZSupportTicketSummary.extend({
  companyId: z.uuid(),
  companyName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  assignee: z.string().nullable(),
  /** When our answer is due (null when we owe none). */
  dueAt: z.iso.datetime({ offset: true }).nullable(),
  messages: z.array(ZOpsSupportMessage),
});
export type TOpsSupportTicket = z.infer<typeof ZOpsSupportTicket>;
export const ZOpsSupportListQuery = z.object({
  status: z.enum([...SUPPORT_STATUSES, 'awaiting', 'all']).default('awaiting'),
  company: z.uuid().optional(),
  assignee: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const ZOpsSupportReply = z.object({
  body,
  /** The staff member's name the customer sees ("Maria"). */
  author: z.string().trim().min(1).max(60),
  attachmentIds,
  /** After replying: waiting on the customer (default) or resolved. */
  status: z.enum(['waiting_on_customer', 'resolved']).default('waiting_on_customer'),
});
export const ZOpsSupportNote = z.object({ body, author: z.string().trim().min(1).max(60) });
export const ZOpsSupportPatch = z
  .object({
    status: z.enum(SUPPORT_STATUSES).optional(),
    priority: z.enum(SUPPORT_PRIORITIES).optional(),
    assignee: z.string().trim().max(100).nullable().optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to change');
