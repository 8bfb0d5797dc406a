import { MAIL_CATEGORY_LABELS, type TMailCategory } from '@charterline/shared/schemas/mail';
import { formatDate } from '@charterline/shared/format';
import { composeMail } from './layout';

/** The Communication page's mail tab, where the letter is listed. */
export const MAIL_PATH = '/dashboard/communication';

/** A letter reached the company's mailing address (issue 23, decision 0154); not urgent ones. */
export const mailReceivedMail = (input: {
  user: { email: string; firstName: string };
  company: string;
  sender: string;
  category: TMailCategory;
  receivedOn: string;
  locked: boolean;
}) =>
  composeMail(
    {
      kind: 'mail-received',
      recipient: input.user.email,
      subject: `New mail from ${input.sender}`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        `A letter from ${input.sender} arrived at the mailing address of ${input.company}.`,
        input.locked
          ? 'It arrived while your mailing address was not active: you can see the envelope and unlock the letter to read it.'
          : 'You can see the envelope and ask us to open and scan it, forward it, hold it or shred it.',
      ],
      details: [
        ['From', input.sender],
        ['Category', MAIL_CATEGORY_LABELS[input.category]],
        ['Received', formatDate(input.receivedOn)],
      ],
      action: { label: 'See your mail', path: MAIL_PATH },
    },
  );
