import { formatDate } from '@charterline/shared/format';
import { composeMail } from './layout';

/** The letter's page in the inbox. */
export const mailItemPath = (itemId: string): string =>
  `/dashboard/communication?item=${encodeURIComponent(itemId)}`;

/** What every urgent-mail e-mail names: who, which company, which letter. */
export type TUrgentMailInput = {
  user: { email: string; firstName: string };
  /** The company as in a sentence ("Nube Clara LLC"). */
  company: string;
  item: { id: string; sender: string; receivedOn: string };
};

const details = (input: TUrgentMailInput): [string, string][] => [
  ['From', input.item.sender],
  ['Received', formatDate(input.item.receivedOn)],
];
const action = (input: TUrgentMailInput) => ({
  label: 'Open the letter',
  path: mailItemPath(input.item.id),
});

/** At once, when staff record a letter marked urgent (decision 0156). */
export const urgentMailMail = (input: TUrgentMailInput) =>
  composeMail(
    {
      kind: 'urgent-mail',
      recipient: input.user.email,
      subject: `Urgent mail from ${input.item.sender}`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        `We received an urgent letter for ${input.company} from ${input.item.sender}.`,
        'Please open it as soon as you can: urgent letters (a lawsuit, a tax notice) often have a deadline. We will remind you every day until you open it.',
      ],
      details: details(input),
      action: action(input),
    },
  );

/** Every 24 hours while the urgent letter is not opened; `n` counts the reminders. */
export const urgentMailReminderMail = (input: TUrgentMailInput & { n: number }) =>
  composeMail(
    {
      kind: 'urgent-mail-reminder',
      recipient: input.user.email,
      subject: `Reminder: urgent mail from ${input.item.sender} is not opened yet`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        `The urgent letter for ${input.company} from ${input.item.sender} is still not opened (reminder ${input.n}).`,
        'Open it to stop these reminders.',
      ],
      details: details(input),
      action: action(input),
    },
  );

/** Once, when the letter is still not opened 48 hours after it was recorded. */
export const urgentMailTicketMail = (input: TUrgentMailInput) =>
  composeMail(
    {
      kind: 'urgent-mail-ticket',
      recipient: input.user.email,
      subject: 'We opened a support ticket for your urgent letter',
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        `The urgent letter for ${input.company} from ${input.item.sender} has not been opened for 48 hours, so we opened a support ticket for it: our team will get in touch to make sure nothing is missed.`,
        'Opening the letter stops the reminders.',
      ],
      details: details(input),
      action: action(input),
    },
  );
