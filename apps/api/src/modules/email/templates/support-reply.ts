import { SUPPORT_REOPEN_DAYS } from '@charterline/shared/schemas/support';
import { composeMail } from './layout';

/** The Support page with the ticket open. */
export const supportTicketPath = (ticketId: string): string =>
  `/dashboard/support?ticket=${encodeURIComponent(ticketId)}`;

/**
 * Staff answered a ticket (issue 24, decision 0163). The answer itself stays in the portal:
 * e-mail is not where a customer's tax or bank details should travel, and the link makes
 * them sign in to read it. Internal notes never come near this.
 */
export const supportReplyMail = (input: {
  user: { email: string; firstName: string };
  company: string;
  ticketId: string;
  number: number;
  subject: string;
  /** The staff member's name as the customer sees it. */
  author: string;
  resolved: boolean;
}) =>
  composeMail(
    {
      kind: 'support-reply',
      recipient: input.user.email,
      subject: `We answered your ticket #${input.number}: ${input.subject}`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        `${input.author} from our support team answered your ticket #${input.number} “${input.subject}” about ${input.company}.`,
        input.resolved
          ? `We think this settles it, so the ticket is marked resolved. If it does not, reply to it or reopen it within ${SUPPORT_REOPEN_DAYS} days, and tell us how we did.`
          : 'Read the answer in the portal and reply there if anything is still unclear.',
      ],
      action: { label: 'Read the answer', path: supportTicketPath(input.ticketId) },
    },
  );
