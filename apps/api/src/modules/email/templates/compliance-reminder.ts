import { formatDate, formatMoney } from '@charterline/shared/format';
import { COMPLIANCE_PAGES } from '@charterline/shared/schemas/compliance';
import { composeMail, PUBLIC_URL_MARK } from './layout';

/** One reminder of one deadline (the compliance sweep, issue 19). */
export type TComplianceReminderInput = {
  user: { email: string; firstName: string };
  /** The company as in a sentence ("Nube Clara LLC"). */
  company: string;
  obligation: {
    id: string;
    title: string;
    agency: string;
    /** YYYY-MM-DD. */
    dueDate: string;
    /** null: it depends on the company. */
    feeCents: number | null;
  };
  /** Days from today to the due date (negative once overdue). */
  daysUntilDue: number;
  /** A "File it for me" service is filing it. */
  inProgress: boolean;
  /** What happens if it is missed. */
  consequence: string;
  /** When the state dissolves the LLC if it stays unfiled, when the rule says. */
  dissolution: { date: string; daysLeft: number } | null;
};

const inDays = (n: number) => (n === 0 ? 'today' : n === 1 ? 'in 1 day' : `in ${n} days`);
const feeWords = (cents: number | null) =>
  cents === null ? 'Depends on the company' : cents === 0 ? 'No fee' : formatMoney(cents);

const subjectOf = (input: TComplianceReminderInput): string => {
  const { title, dueDate } = input.obligation;
  return input.daysUntilDue < 0
    ? `Overdue: ${title} was due ${formatDate(dueDate)}`
    : `${title} due ${inDays(input.daysUntilDue)} (${formatDate(dueDate)})`;
};

const whatToDo = (input: TComplianceReminderInput): string => {
  const { agency } = input.obligation;
  if (input.inProgress) {
    return input.daysUntilDue < 0
      ? 'We are filing it for you (you ordered "File it for me"); we will tell you as soon as it is filed.'
      : 'We are filing it for you (you ordered "File it for me"): nothing to do unless we ask you for something.';
  }
  return input.daysUntilDue < 0
    ? `File it with ${agency} as soon as you can, or let us file it for you from the compliance page. Already filed? Mark it filed so the reminders stop.`
    : `File it with ${agency} by then, or let us file it for you from the compliance page.`;
};

const dissolutionWords = (d: NonNullable<TComplianceReminderInput['dissolution']>) =>
  d.daysLeft > 0
    ? `If it is still not filed, the state may dissolve the company on ${formatDate(d.date)}, ${inDays(d.daysLeft)}.`
    : `The state may dissolve the company from ${formatDate(d.date)}: file it now.`;

/**
 * 60, 30, 7 and 1 days before a deadline, and weekly while it is overdue: what, when, the
 * fee, what happens if missed (the dissolution countdown when known), a link to the
 * deadline and one to choose which reminders arrive.
 */
export const complianceReminderMail = (input: TComplianceReminderInput) => {
  const { obligation: o } = input;
  const overdue = input.daysUntilDue < 0;
  return composeMail(
    {
      kind: overdue ? 'compliance-overdue' : 'compliance-reminder',
      recipient: input.user.email,
      subject: subjectOf(input),
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        overdue
          ? `${o.title} for ${input.company} was due on ${formatDate(o.dueDate)} (${-input.daysUntilDue} ${input.daysUntilDue === -1 ? 'day' : 'days'} ago) and is not marked filed.`
          : `${o.title} for ${input.company} is due ${inDays(input.daysUntilDue)}, on ${formatDate(o.dueDate)}.`,
        whatToDo(input),
        input.dissolution
          ? dissolutionWords(input.dissolution)
          : `If it is missed: ${input.consequence}`,
      ],
      details: [
        ['Due date', formatDate(o.dueDate)],
        ['Filed with', o.agency],
        ['Fee', feeWords(o.feeCents)],
        ...(input.dissolution
          ? [['Dissolution date', formatDate(input.dissolution.date)] as [string, string]]
          : []),
      ],
      action: { label: 'See the deadline', path: COMPLIANCE_PAGES.obligation(o.id) },
      after: [
        `To choose which reminders you receive, open ${PUBLIC_URL_MARK}${COMPLIANCE_PAGES.list}.`,
      ],
    },
  );
};
