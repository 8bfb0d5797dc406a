import { PROCESSING_PATH } from './paths';
import { composeMail } from './layout';

/** After the customer confirms the formation details. */
export const formationConfirmedMail = (user: { email: string; firstName: string }, name: string) =>
  composeMail(
    {
      kind: 'formation-confirmed',
      recipient: user.email,
      subject: `We have your formation details for ${name}`,
    },
    {
      greeting: `Hi ${user.firstName},`,
      paragraphs: [
        `Thank you: the formation details of ${name} are confirmed and with our team.`,
        'We check them and file with the state; we e-mail you as each step happens.',
        'Your operating agreement, drawn up from the owners you entered, is in your documents.',
      ],
      action: { label: 'Follow your filing', path: PROCESSING_PATH },
    },
  );
