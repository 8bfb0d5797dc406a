import { composeMail } from './layout';
import { HOME_PATH } from './paths';

/** Staff verified the details of an LLC formed elsewhere (decision 0113). */
export const existingLlcVerifiedMail = (input: {
  user: { email: string; firstName: string };
  company: string;
  state: string;
  stateFileNumber: string;
}) =>
  composeMail(
    {
      kind: 'existing-llc-verified',
      recipient: input.user.email,
      subject: `${input.company}: your details are verified`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        `We have checked the details of ${input.company} against the state's records. Your dashboard now works for it as for every company we look after.`,
      ],
      details: [
        ['State', input.state],
        ['State file number', input.stateFileNumber],
      ],
      action: { label: 'Open your dashboard', path: HOME_PATH },
      after: [
        'If something changes (a new owner, another registered agent), tell us from your dashboard.',
      ],
    },
  );
