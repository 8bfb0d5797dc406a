import { composeMail } from './layout';

/** LLC Management's Changes tab, where the history shows the change and its proof. */
export const CHANGES_PATH = '/dashboard/llc-management?tab=changes';

/** Staff completed a change of the company (issue 20): what it was and what it is now. */
export const changeDoneMail = (input: {
  user: { email: string; firstName: string };
  company: string;
  label: string;
  before: string | null;
  after: string;
  note: string | null;
  hasProof: boolean;
}) =>
  composeMail(
    {
      kind: 'company-change-done',
      recipient: input.user.email,
      subject: `Your change is done: ${input.label} of ${input.company}`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        `Your change is done: the ${input.label.toLowerCase()} of ${input.company} is now on file.`,
        ...(input.hasProof
          ? ['The filed document is in your documents, with the change in your history.']
          : []),
      ],
      details: [
        ...(input.before ? [['Before', input.before] as [string, string]] : []),
        ['Now', input.after],
        ...(input.note ? [['Note from our team', input.note] as [string, string]] : []),
      ],
      action: { label: 'See your changes', path: CHANGES_PATH },
    },
  );
