import { z } from 'zod';
import { SUPPORT_CATEGORIES, ZSupportTicketCreate } from '@charterline/shared/schemas/support';

/**
 * What the form checks before sending: the API's own rules for each field (the same messages),
 * with a category that starts unchosen and says so in words.
 */
export const ZNewTicketForm = ZSupportTicketCreate.pick({
  subject: true,
  priority: true,
  body: true,
}).extend({ category: z.enum(SUPPORT_CATEGORIES, { error: 'Choose a category' }) });

export type TNewTicketDraft = z.input<typeof ZNewTicketForm>;
export type TNewTicketValues = z.output<typeof ZNewTicketForm>;

/** The fields the API can name in an error that the form shows beside a field. */
export const NEW_TICKET_FIELDS = ['subject', 'category', 'priority', 'body'] as const;
