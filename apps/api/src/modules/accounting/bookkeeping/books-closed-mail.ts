import { monthLabel } from '@charterline/shared/rules/months';
import { composeMail } from '../../email';

/** The accounting page, where the closed month shows as read only. */
export const BOOKS_PATH = '/dashboard/accounting';

/** Our bookkeepers closed a month of the company's books (BOOKKEEPING, decision 0150). */
export const booksClosedMail = (input: {
  user: { email: string; firstName: string };
  company: string;
  month: string;
}) =>
  composeMail(
    {
      kind: 'books-month-closed',
      recipient: input.user.email,
      subject: `Your books for ${monthLabel(input.month)} are closed`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        `Your books for ${monthLabel(input.month)} are closed: our bookkeepers categorised every transaction of ${input.company} for the month and checked it.`,
        'The month is now read only. If something needs to change, reply to this e-mail and we will reopen it.',
      ],
      action: { label: 'See your books', path: BOOKS_PATH },
    },
  );
